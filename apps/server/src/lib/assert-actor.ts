import { forbidden } from './app-error.ts';

/**
 * Spec payloads that name a user (`userId`, `currentUserId`, `follower`…) must name the session's user,
 * or be absent. Anything else is refused.
 */
export function assertActor(actor: { id: string }, claimedId: string | null | undefined) {
  if (claimedId != null && claimedId !== actor.id) throw forbidden('You can only act as yourself.', 'ACTOR_MISMATCH');
}

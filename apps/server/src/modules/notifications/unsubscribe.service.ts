import { NOTIFICATION_MESSAGES, type EmailSubscription, type NotificationType } from '@clutch/contract/notifications';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Signer } from '../../platform/secrets/signer.ts';
import { knownType } from './notification-view.ts';
import { isActiveUser, setTypeEmail } from './notifications.repository.ts';

const PURPOSE = 'notification-email-unsubscribe';

/** The token of a notification e-mail's unsubscribe link: this user, this type, signed by this server. */
export const unsubscribeToken = (signer: Signer, userId: string, type: NotificationType) => signer.sign(PURPOSE, `${userId}:${type}`);

const invalidLink = () => badRequest(NOTIFICATION_MESSAGES.unsubscribeLinkInvalid, 'UNSUBSCRIBE_LINK_INVALID');

/**
 * E-mail unsubscribe without signing in (issue #14 item 6): the link's signed token names the user and the type,
 * so whoever holds the e-mail turns that type's e-mails off (or on again, the page's undo) and nothing else.
 */
export function createUnsubscribeService(ctx: Pick<AppContext, 'db' | 'signer' | 'now'>) {
  async function setEmail(token: string, email: boolean): Promise<EmailSubscription> {
    const payload = ctx.signer.verify(PURPOSE, token);
    const [userId, type, extra] = payload?.split(':') ?? [];
    if (!userId || !type || extra !== undefined || !knownType(type)) throw invalidLink();
    // An erased account's settings went with it; the link of an old e-mail does not bring them back.
    if (!(await isActiveUser(ctx.db, userId))) throw invalidLink();
    await setTypeEmail(ctx.db, userId, type, email, ctx.now());
    return { type, email };
  }

  return {
    unsubscribe: (token: string) => setEmail(token, false),
    resubscribe: (token: string) => setEmail(token, true),
  };
}

import { useState } from 'react';
import { UnverifiedDialog } from '@/components/unverified-dialog.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';

/**
 * Spec §5–6: following and sending friend requests need a verified account. For an unverified user `guard(run)`
 * opens the Account Not Verified dialog instead of running; `dimmed` props make the button look disabled while it
 * can still be pressed (a disabled button could not explain itself). Render `dialog` once.
 */
export function useVerifiedGate(action: string) {
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const verified = user.userVerified;
  const dimmed: { 'aria-disabled'?: boolean; className?: string } = verified ? {} : { 'aria-disabled': true, className: 'opacity-50' };
  return {
    verified,
    guard: (run: () => void) => () => (verified ? run() : setAsking(true)),
    dimmed,
    dialog: <UnverifiedDialog open={asking} onOpenChange={setAsking} action={action} />,
  };
}

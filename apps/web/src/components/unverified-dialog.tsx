import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * Spec §6: an unverified user who tries a verified-only action (answer a team invite, follow a player, send a
 * friend request) is asked to verify first. `action` completes the sentence, already translated: "follow players".
 */
export function UnverifiedDialog({ open, onOpenChange, action }: { open: boolean; onOpenChange: (open: boolean) => void; action: string }) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false}>
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Account Not Verified' })}</DialogTitle>
          <DialogDescription>
            {t(
              {
                defaultMessage: 'Your account is not verified. Please verify your account to {action}.',
                description: '{action} is what the user tried, e.g. "follow players" or "accept or reject team invites"',
              },
              { action },
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t({ defaultMessage: 'Close' })}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.app.settings()}>{t({ defaultMessage: 'Go to Settings' })}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

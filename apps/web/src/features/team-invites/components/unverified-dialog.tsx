import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';

/** Spec §6: an unverified user is asked to verify before a gated action. */
export function UnverifiedDialog({ open, onOpenChange, action }: { open: boolean; onOpenChange: (open: boolean) => void; action: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false}>
        <DialogHeader>
          <DialogTitle>Account Not Verified</DialogTitle>
          <DialogDescription>{`Your account is not verified. Please verify your account to ${action}.`}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.app.settings()}>Go to Settings</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

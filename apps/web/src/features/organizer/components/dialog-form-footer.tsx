import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** A dialog form's buttons: one that closes it unchanged, and the submit button, with a spinner while `busy`. */
export function DialogFormFooter({ dismiss, submit, busy, destructive = false }: { dismiss: string; submit: ReactNode; busy: boolean; destructive?: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{dismiss}</Button>
      </DialogClose>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {submit}
      </Button>
    </DialogFooter>
  );
}

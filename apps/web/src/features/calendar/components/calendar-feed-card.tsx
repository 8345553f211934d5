import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRemoveCalendarFeed } from '../api/calendar-feed.ts';

/**
 * Settings → Calendar: the private subscribe URL that calendar apps read (every tournament and scheduled match of
 * mine, updated when a match moves). Copy it; make a new one (the old one stops working at once, so a leaked
 * link can be cut off); or turn it off.
 */
export function CalendarFeedCard() {
  const t = useT();
  const inputId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [confirmRotate, setConfirmRotate] = useState(false);
  const busy = create.isPending || remove.isPending;
  const url = feed.data?.url ?? null;

  const makeLink = (rotating: boolean) =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirmRotate(false);
        toast.success(rotating ? t({ defaultMessage: 'New calendar link ready. The old one no longer works.' }) : t({ defaultMessage: 'Calendar link ready' }));
      },
      onError: (e) => toast.error(t({ defaultMessage: 'Couldn’t make a calendar link' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    });

  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t({ defaultMessage: 'Calendar link turned off' })),
      onError: (e) => toast.error(t({ defaultMessage: 'Couldn’t turn the calendar link off' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    });

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t({ defaultMessage: 'Calendar link copied' }));
    } catch {
      toast.error(t({ defaultMessage: 'Couldn’t copy the calendar link' }), { description: t({ defaultMessage: 'Select it and copy it by hand.' }) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t({ defaultMessage: 'Calendar' })}</h2>
        <CardDescription>
          {t({
            defaultMessage:
              'Subscribe to your tournaments and matches in Google Calendar, Apple Calendar or Outlook. Keep this link private: anyone who has it can see your schedule.',
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {feed.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t({ defaultMessage: 'Loading your calendar link...' })}
          </p>
        ) : feed.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-destructive">
              {t({ defaultMessage: 'Couldn’t load your calendar link.' })}
            </p>
            <Button variant="outline" size="sm" aria-label={t({ defaultMessage: 'Try again to load the calendar link' })} onClick={() => void feed.refetch()}>
              {t({ defaultMessage: 'Try again' })}
            </Button>
          </div>
        ) : url ? (
          <>
            <Label htmlFor={inputId}>{t({ defaultMessage: 'Your private calendar link' })}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id={inputId} value={url} readOnly onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button variant="outline" onClick={() => void copy(url)}>
                {t({ defaultMessage: 'Copy' })}
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={busy} onClick={() => setConfirmRotate(true)}>
                {t({ defaultMessage: 'New link' })}
              </Button>
              <Button variant="destructive" disabled={busy} aria-busy={remove.isPending} onClick={turnOff}>
                {remove.isPending && <Spinner className="size-4" />}
                {t({ defaultMessage: 'Turn off' })}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button disabled={busy} aria-busy={create.isPending} onClick={() => makeLink(false)}>
              {create.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Create link' })}
            </Button>
          </div>
        )}
      </CardContent>
      <AlertDialog open={confirmRotate} onOpenChange={(open) => !create.isPending && setConfirmRotate(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t({ defaultMessage: 'Make a new calendar link?' })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t({ defaultMessage: 'The current link stops working at once. Calendar apps subscribed to it stop updating until you add the new link.' })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={create.isPending}>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
            <Button onClick={() => makeLink(true)} disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Make a new link' })}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

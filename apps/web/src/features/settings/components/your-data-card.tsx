import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import * as myData from '../api/download-my-data.ts';
import { SectionTitle } from './section-title.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Settings → Your Data: a copy of everything Clutch holds about the user, as one JSON file (GDPR art. 15/20). */
export function YourDataCard() {
  const t = useT();
  const download = myData.useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (data) => myData.saveJsonFile(myData.exportFileName(data), data),
      onError: (e) =>
        toast.error(t({ defaultMessage: 'Couldn’t prepare your data' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    });
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Your Data' })}</SectionTitle>
        <CardDescription>
          {t({ defaultMessage: 'Your profile, sign-ins, teams, registrations, matches, payments and everything else Clutch holds about you.' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t({ defaultMessage: 'Download my data' })}</span>
          <span className="text-sm text-muted-foreground">{t({ defaultMessage: 'One JSON file you can keep or take to another service.' })}</span>
        </div>
        <Button variant="outline" onClick={start} disabled={download.isPending} className="sm:shrink-0">
          {download.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {t({ defaultMessage: 'Download my data' })}
        </Button>
      </CardContent>
    </Card>
  );
}

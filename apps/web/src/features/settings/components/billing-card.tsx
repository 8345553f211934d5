import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/http.ts';
import * as portal from '../api/get-billing-portal.ts';
import { SectionTitle } from './section-title.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Settings → Billing: payment methods and receipts live in the provider's portal. */
export function BillingCard() {
  const t = useT();
  const open = portal.useBillingPortal();
  const openPortal = () =>
    open.mutate(undefined, {
      onSuccess: ({ url }) => portal.openExternal(url),
      onError: (e) =>
        toast.error(t({ defaultMessage: 'Couldn’t open the billing portal' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    });
  const busy = open.isPending || open.isSuccess;
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Billing' })}</SectionTitle>
        <CardDescription>
          {t(
            {
              defaultMessage:
                'Payment methods, receipts and payouts are managed by our payment provider. Your balance and entry fees are on <link>Billing & Payments</link>.',
            },
            {
              link: (chunks) => (
                <Link to={paths.app.billing()} className="text-link underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t({ defaultMessage: 'Billing portal' })}</span>
          <span className="text-sm text-muted-foreground">{t({ defaultMessage: 'Opens the provider’s secure page.' })}</span>
        </div>
        <Button variant="outline" onClick={openPortal} disabled={busy} className="sm:shrink-0">
          {busy ? <Spinner className="size-4" /> : <ExternalLink aria-hidden />}
          {t({ defaultMessage: 'Manage billing' })}
        </Button>
      </CardContent>
    </Card>
  );
}

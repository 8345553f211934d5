import type { User } from '@clutch/contract/users';
import { BadgeCheck, MailExclamationPoint } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { SectionTitle } from './section-title.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function AccountStatusCard({ user }: { user: User }) {
  const t = useT();
  const resend = useResendConfirmation();

  const sendVerification = () => {
    if (!user.email) return;
    resend.mutate(user.email, {
      onSuccess: () =>
        toast.success(t({ defaultMessage: 'Verification Email Sent' }), {
          description: t({ defaultMessage: 'Check the inbox of {email}.' }, { email: user.email }),
        }),
      onError: () => toast.error(t({ defaultMessage: 'Error' }), { description: t({ defaultMessage: 'Failed to send verification email' }) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Account Status' })}</SectionTitle>
        <CardDescription>{t({ defaultMessage: 'Verified accounts can follow players, send friend requests and answer team invites.' })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-medium">{t({ defaultMessage: 'E-mail verification' })}</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate text-sm text-muted-foreground">{user.email}</span>
            {user.userVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                {t({ defaultMessage: 'Verified' })}
              </Badge>
            ) : (
              <Badge variant="warning">
                <MailExclamationPoint aria-hidden />
                {t({ defaultMessage: 'Not verified' })}
              </Badge>
            )}
          </div>
        </div>
        {!user.userVerified && (
          <Button onClick={sendVerification} disabled={resend.isPending} className="sm:shrink-0">
            {resend.isPending && <Spinner className="size-4" />}
            {t({ defaultMessage: 'Verify Account' })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

import type { User } from '@clutch/contract/users';
import { BadgeCheck, MailExclamationPoint } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { SectionTitle } from './section-title.tsx';

export function AccountStatusCard({ user }: { user: User }) {
  const resend = useResendConfirmation();

  const sendVerification = () => {
    if (!user.email) return;
    resend.mutate(user.email, {
      onSuccess: () => toast.success('Verification Email Sent', { description: `Check the inbox of ${user.email}.` }),
      onError: () => toast.error('Error', { description: 'Failed to send verification email' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <SectionTitle>Account Status</SectionTitle>
        <CardDescription>Verified accounts can follow players, send friend requests and answer team invites.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-medium">E-mail verification</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate text-sm text-muted-foreground">{user.email}</span>
            {user.userVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                Verified
              </Badge>
            ) : (
              <Badge variant="warning">
                <MailExclamationPoint aria-hidden />
                Not verified
              </Badge>
            )}
          </div>
        </div>
        {!user.userVerified && (
          <Button onClick={sendVerification} disabled={resend.isPending} className="sm:shrink-0">
            {resend.isPending && <Spinner className="size-4" />}
            Verify Account
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

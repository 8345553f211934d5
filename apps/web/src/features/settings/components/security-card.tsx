import { PASSWORD_MIN, type User } from '@clutch/contract/users';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { SectionTitle } from './section-title.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function SecurityCard({ user }: { user: User }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Security' })}</SectionTitle>
        <CardDescription>{t({ defaultMessage: 'Keep your account safe with a strong password.' })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t({ defaultMessage: 'Password' })}</span>
          <span className="text-sm text-muted-foreground">{t({ defaultMessage: 'Use at least {min} characters.' }, { min: PASSWORD_MIN })}</span>
        </div>
        <ChangePasswordDialog nickname={user.nickName} />
      </CardContent>
    </Card>
  );
}

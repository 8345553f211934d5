import type { User } from '@clutch/contract/users';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { SectionTitle } from './section-title.tsx';

export function SecurityCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Security</SectionTitle>
        <CardDescription>Keep your account safe with a strong password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Password</span>
          <span className="text-sm text-muted-foreground">Use at least 8 characters.</span>
        </div>
        <ChangePasswordDialog nickname={user.nickName} />
      </CardContent>
    </Card>
  );
}

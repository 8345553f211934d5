import type { User } from '@clutch/contract/users';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SectionTitle } from './section-title.tsx';
import { SignOutDialog } from './sign-out-dialog.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function DangerZoneCard({ user }: { user: User }) {
  const t = useT();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <SectionTitle className="text-destructive-text">{t({ defaultMessage: 'Danger Zone' })}</SectionTitle>
        <CardDescription>{t({ defaultMessage: 'Actions that end your session or remove your account.' })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">{t({ defaultMessage: 'Delete Account' })}</span>
            <span className="text-sm text-muted-foreground">{t({ defaultMessage: 'Permanently remove your account and its data.' })}</span>
          </div>
          <DeleteAccountDialog userId={user.id} />
        </div>
        <Separator />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">{t({ defaultMessage: 'Sign Out' })}</span>
            <span className="text-sm text-muted-foreground">{t({ defaultMessage: 'End your session on this device.' })}</span>
          </div>
          <Button variant="outline" onClick={() => setConfirmSignOut(true)}>
            <LogOut aria-hidden />
            {t({ defaultMessage: 'Sign Out' })}
          </Button>
        </div>
      </CardContent>
      <SignOutDialog open={confirmSignOut} onOpenChange={setConfirmSignOut} />
    </Card>
  );
}

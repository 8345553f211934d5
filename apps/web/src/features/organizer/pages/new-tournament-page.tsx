import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { TournamentForm } from '../components/form/tournament-form.tsx';
import { emptyTournamentForm } from '../lib/tournament-form-schema.ts';

/** Create a tournament; it starts as a DRAFT only its organizer sees. */
export default function NewTournamentPage() {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyTournamentForm());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t({ defaultMessage: 'Create tournament' })}
        description={t({ defaultMessage: 'Set it up as a draft; publish it when you are ready for teams to register.' })}
      />
      {user.userVerified ? (
        <TournamentForm initial={initial} cancelTo={paths.app.organizer()} onSaved={(saved) => void navigate(paths.app.organizerTournament(saved.id))} />
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title={t({ defaultMessage: 'Verify your account to organize' })}
          description={t({ defaultMessage: 'Organizers need a verified account. Verify yours in Settings, then come back to create your tournament.' })}
          action={
            <Button asChild>
              <Link to={paths.app.settings()}>{t({ defaultMessage: 'Go to Settings' })}</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

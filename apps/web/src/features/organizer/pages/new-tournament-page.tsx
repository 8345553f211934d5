import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { TournamentForm } from '../components/form/tournament-form.tsx';
import { emptyTournamentForm } from '../lib/tournament-form-schema.ts';

/** Create a tournament; it starts as a DRAFT only its organizer sees. */
export default function NewTournamentPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyTournamentForm());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Create tournament" description="Set it up as a draft; publish it when you are ready for teams to register." />
      {user.userVerified ? (
        <TournamentForm initial={initial} cancelTo={paths.app.organizer()} onSaved={(t) => void navigate(paths.app.organizerTournament(t.id))} />
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title="Verify your account to organize"
          description="Organizers need a verified account. Verify yours in Settings, then come back to create your tournament."
          action={
            <Button asChild>
              <Link to={paths.app.settings()}>Go to Settings</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

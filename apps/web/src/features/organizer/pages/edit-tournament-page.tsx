import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Lock } from 'lucide-react';
import { TournamentForm } from '../components/form/tournament-form.tsx';
import { OrganizedTournament } from '../components/organized-tournament.tsx';
import { tournamentToForm } from '../lib/tournament-form-schema.ts';

/** Edit a tournament; finished and cancelled tournaments are history and stay as they are. */
export default function EditTournamentPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <OrganizedTournament id={id}>
        {(tournament) => (
          <>
            <PageHeader
              title={t({ defaultMessage: 'Edit {name}' }, { name: tournament.name })}
              description={t({ defaultMessage: 'Changes show on the tournament page as soon as you save.' })}
            />
            {tournament.status === 'FINISHED' || tournament.status === 'CANCELLED' ? (
              <EmptyState
                icon={Lock}
                title={t({ defaultMessage: 'This tournament can no longer be edited' })}
                description={t({ defaultMessage: 'Finished and cancelled tournaments stay as they were.' })}
              />
            ) : (
              <TournamentForm
                key={tournament.id}
                initial={tournamentToForm(tournament)}
                tournament={tournament}
                cancelTo={paths.app.organizerTournament(tournament.id)}
                onSaved={(saved) => void navigate(paths.app.organizerTournament(saved.id))}
              />
            )}
          </>
        )}
      </OrganizedTournament>
    </div>
  );
}

import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { Lock } from 'lucide-react';
import { TournamentForm } from '../components/form/tournament-form.tsx';
import { OrganizedTournament } from '../components/organized-tournament.tsx';
import { tournamentToForm } from '../lib/tournament-form-schema.ts';

/** Edit a tournament; finished and cancelled tournaments are history and stay as they are. */
export default function EditTournamentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <OrganizedTournament id={id} loadingLabel="Loading tournament">
        {(t) => (
          <>
            <PageHeader title={`Edit ${t.name}`} description="Changes show on the tournament page as soon as you save." />
            {t.status === 'FINISHED' || t.status === 'CANCELLED' ? (
              <EmptyState icon={Lock} title="This tournament can no longer be edited" description="Finished and cancelled tournaments stay as they were." />
            ) : (
              <TournamentForm
                key={t.id}
                initial={tournamentToForm(t)}
                tournament={t}
                cancelTo={paths.app.organizerTournament(t.id)}
                onSaved={(saved) => void navigate(paths.app.organizerTournament(saved.id))}
              />
            )}
          </>
        )}
      </OrganizedTournament>
    </div>
  );
}

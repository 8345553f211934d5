import { Shield, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function TeamsPage() {
  return (
    <>
      <PageHeader title="Teams" description="The teams you captain or play in." />
      <EmptyState
        icon={Shield}
        title="Teams arrive soon"
        description="You will build a team when you join a team tournament; its captain invites the members. Your teams will be listed here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.tournaments()}>
              <Trophy aria-hidden />
              Tournaments
            </Link>
          </Button>
        }
      />
    </>
  );
}

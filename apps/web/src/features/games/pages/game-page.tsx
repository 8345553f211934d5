import { ArrowLeft, Gamepad2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function GamePage() {
  return (
    <>
      <PageHeader title="Game" description="Overview, tournaments, gallery and details." />
      <EmptyState
        icon={Gamepad2}
        title="Game details arrive soon"
        description="This page will describe the game and list its tournaments."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.games()}>
              <ArrowLeft aria-hidden />
              Back to Games
            </Link>
          </Button>
        }
      />
    </>
  );
}

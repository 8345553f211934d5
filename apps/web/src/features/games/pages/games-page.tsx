import { Gamepad2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function GamesPage() {
  return (
    <>
      <PageHeader title="Browse Games" description="Find a game and the tournaments played on it." />
      <EmptyState
        icon={Gamepad2}
        title="The game catalogue arrives soon"
        description="You will search games, filter them by genre, popularity and platform, and open each one's tournaments."
      />
    </>
  );
}

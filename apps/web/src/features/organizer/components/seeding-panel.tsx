import type { SeedingResponse } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Clock, GripVertical, ListOrdered, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/cn.ts';
import { useSaveSeeding, useSeeding, type SeedingBody } from '../api/seeding.ts';
import { seedingLabels } from './form/competition-section.tsx';

type Entry = SeedingResponse['entries'][number];

const seededAtRandom = defineMessage({ defaultMessage: 'Teams seeded at random' });
const seededByRegistration = defineMessage({ defaultMessage: 'Teams seeded by registration time' });
const seedingSaved = defineMessage({ defaultMessage: 'Seeding saved' });
export const seedingTitle = defineMessage({ defaultMessage: 'Seeding', description: 'The ordered list of teams by strength (seed 1 strongest)' });

/** Seeds can change until the matches are built at the start. */
const seedable = (t: Tournament) => t.status === 'DRAFT' || t.status === 'OPEN_FOR_REGISTRATION';

function SeedRow({ entry, seed, index, disabled, timeZone }: { entry: Entry; seed: number; index: number; disabled: boolean; timeZone: string }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.teamRegistrationId, disabled });
  return (
    <li
      ref={setNodeRef}
      data-seed-index={index}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-3 rounded-lg border bg-card p-3', isDragging && 'relative z-10 shadow-lg ring-2 ring-ring')}
    >
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t({ defaultMessage: 'Move {team}, seed {seed}' }, { team: entry.teamName, seed })}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      <span className="w-8 shrink-0 text-center text-lg font-bold tabular-nums" aria-label={t({ defaultMessage: 'Seed {seed}' }, { seed })}>
        {seed}
      </span>
      <TeamAvatar name={entry.teamName} photoUrl={entry.photoUrl} />
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{entry.teamName}</span>
        <span className="truncate text-xs text-muted-foreground">
          {t(
            { defaultMessage: 'Captain {captain} · registered {date}' },
            { captain: entry.captainNickName, date: formatDateTime(entry.registeredAt, { timeZone }) },
          )}
        </span>
      </div>
    </li>
  );
}

function SeedingList({ tournament, initial }: { tournament: Tournament; initial: SeedingResponse }) {
  const t = useT();
  const [entries, setEntries] = useState(initial.entries);
  const [dirty, setDirty] = useState(false);
  const save = useSaveSeeding(tournament.id);
  const [pending, setPending] = useState<SeedingBody['method'] | null>(null);
  const editable = seedable(tournament);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => entries.find((e) => e.teamRegistrationId === id)?.teamName ?? t({ defaultMessage: 'Team' });
  const seedOf = (id: string | number) => entries.findIndex((e) => e.teamRegistrationId === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t({ defaultMessage: 'Picked up {team}, seed {seed}. Use the arrow keys to move, Space to drop.' }, { team: nameOf(active.id), seed: seedOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t({ defaultMessage: '{team} is over seed {seed}.' }, { team: nameOf(active.id), seed: seedOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? t({ defaultMessage: '{team} dropped at seed {seed}.' }, { team: nameOf(active.id), seed: seedOf(over.id) })
        : t({ defaultMessage: '{team} dropped.' }, { team: nameOf(active.id) }),
    onDragCancel: ({ active }) => t({ defaultMessage: 'Moving {team} was cancelled.' }, { team: nameOf(active.id) }),
  };
  const screenReaderInstructions = {
    draggable: t({
      defaultMessage:
        'To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.',
    }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setEntries((list) => {
      const from = list.findIndex((e) => e.teamRegistrationId === active.id);
      const to = list.findIndex((e) => e.teamRegistrationId === over.id);
      return arrayMove(list, from, to);
    });
    setDirty(true);
  };

  const submit = (body: SeedingBody, done: MessageDescriptor) => {
    setPending(body.method);
    save.mutate(body, {
      onSuccess: (saved) => {
        setEntries(saved.entries);
        setDirty(false);
        toast.success(t(done));
      },
      onError: (e) => toast.error(t({ defaultMessage: 'Could not save the seeding' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {editable
            ? t({ defaultMessage: 'Seed 1 is the strongest. Drag a team, or focus its handle and use Space and the arrow keys.' })
            : t({ defaultMessage: 'Seeds are fixed once the tournament starts.' })}
          {!dirty && <> {t({ defaultMessage: 'Current order: {method}.' }, { method: t(seedingLabels[initial.method]).toLocaleLowerCase() })}</>}
        </p>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => submit({ method: 'RANDOM' }, seededAtRandom)}>
              {pending === 'RANDOM' ? <Spinner className="size-3" /> : <Shuffle aria-hidden />}
              {t({ defaultMessage: 'Randomize' })}
            </Button>
            <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => submit({ method: 'REGISTRATION_TIME' }, seededByRegistration)}>
              {pending === 'REGISTRATION_TIME' ? <Spinner className="size-3" /> : <Clock aria-hidden />}
              {t({ defaultMessage: 'By registration time', description: 'Button: seed the teams in the order they registered' })}
            </Button>
            <Button
              size="sm"
              disabled={!dirty || save.isPending}
              onClick={() => submit({ method: 'MANUAL', order: entries.map((e) => e.teamRegistrationId) }, seedingSaved)}
            >
              {pending === 'MANUAL' && <Spinner className="size-3" />}
              {t({ defaultMessage: 'Save order' })}
            </Button>
          </div>
        )}
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
        <SortableContext items={entries.map((e) => e.teamRegistrationId)} strategy={verticalListSortingStrategy}>
          <ol aria-label={t(seedingTitle)} className="flex flex-col gap-2">
            {entries.map((e, i) => (
              <SeedRow key={e.teamRegistrationId} entry={e} seed={i + 1} index={i} disabled={!editable || save.isPending} timeZone={tournament.timeZone} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

/** Seeding: the accepted teams in order; drag (or keyboard) to reorder and save, or let the server apply a method. */
export function SeedingPanel({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const query = useSeeding(tournament.id);
  if (query.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading seeding' })} className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load the seeding' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.entries.length === 0)
    return (
      <EmptyState
        icon={ListOrdered}
        title={t({ defaultMessage: 'No teams to seed yet' })}
        description={t({ defaultMessage: 'Accepted teams appear here; order them before you start the tournament.' })}
      />
    );
  // A new server order (another tab, a method applied) replaces the list being edited.
  const version = query.data.entries.map((e) => e.teamRegistrationId).join(',');
  return <SeedingList key={version} tournament={tournament} initial={query.data} />;
}

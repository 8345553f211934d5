import type { Tournament } from '@clutch/contract/tournaments';
import { Code } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths, type EmbedView } from '@/config/paths.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { embedViews } from '../../lib/embed.ts';
import { embedSnippet } from '../../lib/embed-snippet.ts';
import { embedViewName } from '../../lib/embed-view-names.ts';

type Theme = 'dark' | 'light';

const themeNames: Record<Theme, MessageDescriptor> = {
  dark: defineMessage({ defaultMessage: 'Dark', description: 'Theme of an embedded tournament' }),
  light: defineMessage({ defaultMessage: 'Light', description: 'Theme of an embedded tournament' }),
};

function Choice<T extends string>({ legend, options, names, value, onChange }: { legend: string; options: readonly T[]; names: Record<T, MessageDescriptor>; value: T; onChange: (v: T) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="size-4 accent-primary" />
            {t(names[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A text to paste somewhere else: shown read-only (selected on focus) with a Copy button naming what it copies. */
function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const t = useT();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t({ defaultMessage: '{what} copied', description: 'After copying an embed code or overlay link' }, { what: label }));
    } catch {
      toast.error(t({ defaultMessage: 'Couldn’t copy it' }), { description: t({ defaultMessage: 'Select it and copy it by hand.' }) });
    }
  };
  const select = (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => e.currentTarget.select();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {multiline ? (
          <Textarea id={id} value={value} readOnly onFocus={select} rows={3} className="min-h-0 font-mono text-xs break-all" />
        ) : (
          <Input id={id} value={value} readOnly onFocus={select} className="font-mono text-xs" />
        )}
        <Button type="button" variant="outline" onClick={() => void copy()} aria-label={t({ defaultMessage: 'Copy {what}', description: 'Button beside an embed code or overlay link' }, { what: label })}>
          {t({ defaultMessage: 'Copy' })}
        </Button>
      </div>
    </div>
  );
}

/**
 * For the organizer: the `<iframe>` code of the tournament's embed (standings or bracket, dark or light) and the
 * URLs of its stream overlays for OBS, each with a Copy button. A draft's pages say "not found" until it is
 * published, and the dialog says so.
 */
export function EmbedDialog({ tournament }: { tournament: Pick<Tournament, 'id' | 'name' | 'status' | 'tournamentFormat'> }) {
  const t = useT();
  const views = embedViews(tournament.tournamentFormat);
  const [view, setView] = useState<EmbedView>(views[0]!);
  const [theme, setTheme] = useState<Theme>('dark');
  const origin = window.location.origin;
  const format = tournament.tournamentFormat;
  const viewNames = Object.fromEntries(views.map((v) => [v, embedViewName(format, v)])) as Record<EmbedView, MessageDescriptor>;
  const overlayOf = (v: EmbedView): [string, string] => {
    if (v === 'standings') {
      const label = format === 'FREE_FOR_ALL' ? t({ defaultMessage: 'Leaderboard overlay' }) : t({ defaultMessage: 'Standings overlay' });
      return [label, paths.overlay.tournament(tournament.id, { show: 'standings' })];
    }
    // An overlay's `bracket` is a free-for-all's lobbies (chooseEmbedView).
    const label =
      v === 'lobbies' ? t({ defaultMessage: 'Lobbies overlay' }) : format === 'SWISS' ? t({ defaultMessage: 'Rounds overlay' }) : t({ defaultMessage: 'Bracket overlay' });
    return [label, paths.overlay.tournament(tournament.id, { show: 'bracket' })];
  };
  const overlays: [string, string][] = [
    [
      format === 'FREE_FOR_ALL' ? t({ defaultMessage: 'Current game overlay' }) : t({ defaultMessage: 'Current match overlay' }),
      paths.overlay.tournament(tournament.id, { show: 'match' }),
    ],
    ...views.map(overlayOf),
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Code aria-hidden />
          {t({ defaultMessage: 'Embed and overlays' })}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Embed and stream overlays' })}</DialogTitle>
          <DialogDescription>
            {t({ defaultMessage: 'Show this tournament on your website or your stream. Anyone can open these pages without signing in, and they update live.' })}
          </DialogDescription>
        </DialogHeader>
        {tournament.status === 'DRAFT' && (
          <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning-text">
            {t({ defaultMessage: 'This tournament is a draft: these pages say “Tournament not found” until you publish it.' })}
          </p>
        )}
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t({ defaultMessage: 'Embed on a website' })}</h3>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            {views.length > 1 && <Choice legend={t({ defaultMessage: 'Show' })} options={views} names={viewNames} value={view} onChange={setView} />}
            <Choice legend={t({ defaultMessage: 'Theme' })} options={['dark', 'light'] as const} names={themeNames} value={theme} onChange={setTheme} />
          </div>
          <CopyField label={t({ defaultMessage: 'Embed code' })} value={embedSnippet(origin, tournament, { view, theme })} multiline />
        </section>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t({ defaultMessage: 'Stream overlays' })}</h3>
          <p className="text-sm text-muted-foreground">
            {format === 'FREE_FOR_ALL'
              ? t({ defaultMessage: 'Add a link as a Browser source in OBS: its background is transparent. The game overlay follows the lobby game being played, else the next one, with each entrant’s place, eliminations and points.' })
              : t({ defaultMessage: 'Add a link as a Browser source in OBS: its background is transparent. The match overlay follows the match being played, else the next one.' })}
          </p>
          {overlays.map(([label, path]) => (
            <CopyField key={path} label={label} value={`${origin}${path}`} />
          ))}
        </section>
      </DialogContent>
    </Dialog>
  );
}

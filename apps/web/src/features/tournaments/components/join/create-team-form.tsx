import { zodResolver } from '@hookform/resolvers/zod';
import { createTeamFields, IMAGE_MAX_BYTES, type Team } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { isApiError } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { MissingTeamIdError, useCreateTeam } from '../../api/create-team.ts';
import { MemberPicker, type PickedPlayer } from '@/features/teams/components/member-picker.tsx';

const teamForm = createTeamFields.pick({ name: true, bio: true });

/** Team size as the tournament rules say it, the captain counted. */
const teamSizeText = (min: number, max: number, t: Translate) =>
  min === max
    ? t({ defaultMessage: '{count, plural, one {exactly # player} other {exactly # players}}' }, { count: min })
    : t({ defaultMessage: '{min} to {max} players' }, { min, max });
type TeamForm = z.input<typeof teamForm>;

/** The spec's words when a registration fails for no reason the server gives (spec §5). */
export const registrationFailed = defineMessage({ defaultMessage: 'Failed to complete registration. Try again!' });

/** The server's reason when it says why (full, closed, already registered, team size, image); the spec's line otherwise. */
function failureMessage(e: unknown, t: Translate): string {
  if (e instanceof MissingTeamIdError) return t({ defaultMessage: 'Failed to create team. No team ID returned.' });
  if (isApiError(e) && ([400, 409, 413, 415].includes(e.status) || e.code === 'ACCOUNT_NOT_VERIFIED') && e.message) return e.message;
  return t(registrationFailed);
}

/** Object URL of an image for its preview (none where the browser cannot make one). */
const previewUrl = (file: File | null) => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/** Form errors in a dialog: the card's background needs the lighter destructive text to reach 4.5:1 (axe). */
const ERROR_TEXT = 'text-destructive-text';

/** Team name, bio, image and members; creates the team and registers it to the tournament in one call. */
export function CreateTeamForm({ tournament, captainId, onCreated }: { tournament: Tournament; captainId: string; onCreated: (team: Team) => void }) {
  const t = useT();
  const create = useCreateTeam(tournament.id);
  const [picked, setPicked] = useState<PickedPlayer[]>([]);
  const [file, setFileState] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [membersError, setMembersError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  // The previous preview's object URL is freed when it is replaced, and the last one on unmount.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TeamForm, unknown, z.output<typeof teamForm>>({ resolver: zodResolver(teamForm) });

  const setFile = (next: File | null) => {
    setFileState(next);
    setPreview(previewUrl(next));
  };
  const min = tournament.minPlayersPerTeam;
  const max = tournament.maxPlayerPerTeam;

  const onSubmit = handleSubmit(({ name, bio }) => {
    const total = picked.length + 1;
    if (total < min) {
      const missing = min - total;
      setMembersError(
        t(
          { defaultMessage: 'Add {missing, plural, one {# more player} other {# more players}}: this tournament takes teams of {size}.' },
          { missing, size: teamSizeText(min, max, t) },
        ),
      );
      return;
    }
    if (fileError) return;
    create.mutate(
      { name, bio, captainId, tournamentId: tournament.id, memberIds: picked.map((p) => p.id), file },
      {
        onSuccess: (team) => {
          toast.success(t({ defaultMessage: 'Team created and registered successfully! 🎉' }));
          onCreated(team);
        },
        onError: (e) => toast.error(failureMessage(e, t)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="team-name">{t({ defaultMessage: 'Team name' })}</Label>
        <Input
          id="team-name"
          autoComplete="off"
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? 'team-name-error' : undefined}
          {...register('name')}
        />
        <FormMessage id="team-name-error" className={ERROR_TEXT}>{errors.name?.message}</FormMessage>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="team-bio">{t({ defaultMessage: 'Bio (optional)' })}</Label>
        <textarea
          id="team-bio"
          rows={3}
          aria-invalid={!!errors.bio}
          aria-describedby={errors.bio ? 'team-bio-error' : undefined}
          className="min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
          {...register('bio')}
        />
        <FormMessage id="team-bio-error" className={ERROR_TEXT}>{errors.bio?.message}</FormMessage>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="team-image">{t({ defaultMessage: 'Team image (optional)' })}</Label>
        <div className="flex items-center gap-3">
          <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground">
            {preview ? <img src={preview} alt={t({ defaultMessage: 'Team image preview' })} className="size-full object-cover" /> : <ImagePlus aria-hidden className="size-6" />}
          </span>
          <Input
            id="team-image"
            type="file"
            accept="image/*"
            aria-invalid={!!fileError}
            aria-describedby={fileError ? 'team-image-error' : undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              if (chosen && !chosen.type.startsWith('image/')) {
                setFile(null);
                setFileError(t({ defaultMessage: 'The team image must be an image file.' }));
              } else if (chosen && chosen.size > IMAGE_MAX_BYTES) {
                setFile(null);
                setFileError(t({ defaultMessage: 'The team image must be at most {size} MB.' }, { size: IMAGE_MAX_BYTES / 1024 / 1024 }));
              } else {
                setFile(chosen);
                setFileError(null);
              }
            }}
          />
        </div>
        <FormMessage id="team-image-error" className={ERROR_TEXT}>{fileError}</FormMessage>
      </div>
      <MemberPicker
        selfId={captainId}
        picked={picked}
        onChange={(next) => {
          setPicked(next);
          setMembersError(undefined);
        }}
        max={max}
        summary={t(
          { defaultMessage: '{total} of {max} players (you count as captain) · this tournament takes teams of {size}' },
          { total: picked.length + 1, max, size: teamSizeText(min, max, t) },
        )}
        error={membersError}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t({ defaultMessage: 'Creating team…' }) : t({ defaultMessage: 'Create team and register' })}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { createTeamFields } from '@clutch/contract/teams';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { TeamLogoInput, useLogoFile } from './team-logo-input.tsx';

const teamForm = createTeamFields.pick({ name: true, bio: true });
type TeamForm = z.input<typeof teamForm>;

/** Create team (My teams): name, bio and logo; the team enters no tournament, and its page opens. */
export function CreateTeamDialog({ captainId }: { captainId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateTeam();
  const logo = useLogoFile();
  const form = useForm<TeamForm, unknown, z.output<typeof teamForm>>({ resolver: zodResolver(teamForm), defaultValues: { name: '', bio: '' } });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      logo.reset();
    }
  };

  const submit = form.handleSubmit(({ name, bio }) => {
    if (logo.error) return;
    create.mutate(
      { name, bio, captainId, file: logo.file },
      {
        onSuccess: (team) => {
          toast.success(t({ defaultMessage: 'Team created' }));
          onOpenChange(false);
          void navigate(paths.app.team(team.id));
        },
        onError: (e) => form.setError('root', { message: errorMessage(e, t({ defaultMessage: 'Could not create the team. Try again.' })) }),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <Plus aria-hidden />
          {t({ defaultMessage: 'Create team' })}
        </Button>
      }
      title={t({ defaultMessage: 'Create team' })}
      description={t({ defaultMessage: 'You will be its captain. Invite players from the team page once it exists.' })}
      onSubmit={submit}
      error={errors.root?.message}
      submitLabel={create.isPending ? t({ defaultMessage: 'Creating team…' }) : t({ defaultMessage: 'Create team' })}
      pending={create.isPending}
    >
      <Field id="new-team-name" label={t({ defaultMessage: 'Team name' })} error={errors.name?.message}>
        <Input autoComplete="off" {...describedBy('new-team-name', errors.name?.message)} {...form.register('name')} />
      </Field>
      <Field id="new-team-bio" label={t({ defaultMessage: 'Bio (optional)' })} error={errors.bio?.message}>
        <Textarea rows={3} {...describedBy('new-team-bio', errors.bio?.message)} {...form.register('bio')} />
      </Field>
      <TeamLogoInput id="new-team-logo" logo={logo} label={t({ defaultMessage: 'Team image (optional)' })} />
    </FormDialog>
  );
}

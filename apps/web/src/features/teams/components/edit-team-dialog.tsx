import { zodResolver } from '@hookform/resolvers/zod';
import { updateTeamBody, type Team } from '@clutch/contract/teams';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { setTeamPhoto, updateTeam, useTeamMutation } from '../api/manage-team.ts';
import { TeamLogoInput, useLogoFile } from './team-logo-input.tsx';

/** Both fields shown, so the name is required here. */
const editForm = updateTeamBody.required({ name: true });
type EditForm = z.input<typeof editForm>;
type EditOutput = z.output<typeof editForm>;

interface EditInput {
  body: EditOutput;
  file: File | null;
  removeLogo: boolean;
}

/** Edit team (the captain): name, bio and the logo (a new image, or none). */
export function EditTeamDialog({ team }: { team: Team }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [removeLogo, setRemoveLogo] = useState(false);
  const logo = useLogoFile();
  const form = useForm<EditForm, unknown, EditOutput>({ resolver: zodResolver(editForm), defaultValues: { name: team.name, bio: team.bio ?? '' } });
  const { errors } = form.formState;
  const save = useTeamMutation(async ({ body, file, removeLogo: remove }: EditInput) => {
    await updateTeam(team.id, body);
    if (file) await setTeamPhoto(team.id, file);
    else if (remove) await setTeamPhoto(team.id, null);
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset({ name: team.name, bio: team.bio ?? '' });
    else {
      logo.reset();
      setRemoveLogo(false);
    }
  };

  const submit = form.handleSubmit((body) => {
    if (logo.error) return;
    save.mutate(
      { body, file: logo.file, removeLogo },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Team updated' }));
          onOpenChange(false);
        },
        onError: (e) => form.setError('root', { message: errorMessage(e, t({ defaultMessage: 'Could not save the team. Try again.' })) }),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          {t({ defaultMessage: 'Edit team' })}
        </Button>
      }
      title={t({ defaultMessage: 'Edit team' })}
      description={t({ defaultMessage: 'The name, bio and logo everyone sees on the team page.' })}
      onSubmit={submit}
      error={errors.root?.message}
      submitLabel={t({ defaultMessage: 'Save' })}
      pending={save.isPending}
    >
      <Field id="edit-team-name" label={t({ defaultMessage: 'Team name' })} error={errors.name?.message}>
        <Input autoComplete="off" {...describedBy('edit-team-name', errors.name?.message)} {...form.register('name')} />
      </Field>
      <Field id="edit-team-bio" label={t({ defaultMessage: 'Bio (optional)' })} error={errors.bio?.message}>
        <Textarea rows={3} {...describedBy('edit-team-bio', errors.bio?.message)} {...form.register('bio')} />
      </Field>
      <TeamLogoInput id="edit-team-logo" logo={logo} current={removeLogo ? null : team.photoUrl} label={t({ defaultMessage: 'Team logo' })} />
      {team.photoUrl && !logo.file && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={removeLogo} onChange={(e) => setRemoveLogo(e.target.checked)} />
          {t({ defaultMessage: 'Remove the current logo' })}
        </label>
      )}
    </FormDialog>
  );
}

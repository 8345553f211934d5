import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { dateFields, type DateField } from '../../lib/tournament-form-schema.ts';
import { timeZoneLabel, timeZoneOptions, timeZoneTitle } from '../../lib/zoned-time.ts';
import { FormSection, NativeSelect, useTournamentForm } from './field.tsx';

const dateLabels: Record<DateField, MessageDescriptor> = {
  registrationStartDate: defineMessage({ defaultMessage: 'Registration opens ({zone})' }),
  registrationEndDate: defineMessage({ defaultMessage: 'Registration closes ({zone})' }),
  tournamentStartDate: defineMessage({ defaultMessage: 'Tournament starts ({zone})' }),
  tournamentEndDate: defineMessage({ defaultMessage: 'Tournament ends ({zone})' }),
};

/** The four dates, entered as clock times in a zone that is named beside each of them. */
export function ScheduleSection({ locked }: { locked: boolean }) {
  const t = useT();
  const { register, control, err } = useTournamentForm();
  const timeZone = useWatch({ control, name: 'timeZone' });
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const zoneLabel = timeZoneLabel(timeZone);
  return (
    <FormSection
      title={t({ defaultMessage: 'Schedule', description: 'Form section: the tournament’s dates and time zone' })}
      description={t({ defaultMessage: 'Players see these times in this zone, with the zone named.' })}
    >
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
        <Field id="t-time-zone" label={t(timeZoneTitle)} error={err('timeZone')}>
          <NativeSelect {...describedBy('t-time-zone', err('timeZone'))} {...register('timeZone')}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateFields.map((name) => (
            <Field key={name} id={`t-${name}`} label={t(dateLabels[name], { zone: timeZone })} hint={zoneLabel} error={err(name)}>
              <Input type="datetime-local" {...describedBy(`t-${name}`, err(name), true)} {...register(name)} />
            </Field>
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}

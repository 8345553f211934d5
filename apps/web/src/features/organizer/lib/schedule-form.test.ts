import { describe, expect, it } from 'vitest';
import { fallbackMessage } from './tournament-form-schema.ts';
import { scheduleFormSchema, type ScheduleFormValues } from './schedule-form.ts';

const values = (v: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({ starteDate: '', bestOf: 1, region: '', details: '', ...v });
const parse = (v: Partial<ScheduleFormValues>) => scheduleFormSchema('Europe/Lisbon').safeParse(values(v), { error: (issue) => fallbackMessage(issue) });
const issues = (v: Partial<ScheduleFormValues>) => parse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('scheduleFormSchema', () => {
  it('sends the start as an instant in the tournament’s zone, no details as null and leaves an empty region out', () => {
    expect(parse({ starteDate: '2026-07-01T20:00', bestOf: 3, region: '  ', details: ' ' }).data).toEqual({
      starteDate: '2026-07-01T19:00:00.000Z',
      bestOf: 3,
      details: null,
    });
  });

  it('sends no start as null, and region and details trimmed', () => {
    expect(parse({ region: ' EU West ', details: ' Room 4 ' }).data).toEqual({ starteDate: null, bestOf: 1, region: 'EU West', details: 'Room 4' });
  });

  it('says a start that is not a real date and time is not valid', () => {
    expect(issues({ starteDate: '2026-02-30T10:00' })).toEqual([['starteDate', 'Enter a valid date and time.']]);
  });

  it('holds region and details to the contract’s limits', () => {
    expect(issues({ region: 'x'.repeat(33), details: 'y'.repeat(501) })).toEqual([
      ['region', 'At most 32 characters.'],
      ['details', 'At most 500 characters.'],
    ]);
    expect(issues({ region: 'x'.repeat(32), details: 'y'.repeat(500) })).toEqual([]);
  });
});

/**
 * Money on the wire is in major units (12.5 = twelve and a half); in the database and at payment providers it is in
 * minor units (1250). Every currency Clutch accepts (AOA, BRL, EUR, USD) has two decimals (ISO 4217), so one factor
 * serves them all; rounding here is the only place a float amount becomes an integer.
 */
const MINOR_PER_MAJOR = 100;

export const toCents = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

export const fromCents = (cents: number): number => cents / MINOR_PER_MAJOR;

/** Sums amounts given in major units without accumulating float error: each is rounded to cents first. */
export const sumInCents = (majors: Iterable<number>): number => {
  let total = 0;
  for (const major of majors) total += toCents(major);
  return total;
};

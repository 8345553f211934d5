import type { Translate } from './i18n/translate.ts';

/** A round's name by its distance from the final: Final, Semifinals, Quarterfinals, Round of 16, 32… */
export function roundName(distanceFromFinal: number, t: Translate): string {
  if (distanceFromFinal <= 0) return t({ defaultMessage: 'Final', description: 'The last round of a knockout bracket' });
  if (distanceFromFinal === 1) return t({ defaultMessage: 'Semifinals' });
  if (distanceFromFinal === 2) return t({ defaultMessage: 'Quarterfinals' });
  return t({ defaultMessage: 'Round of {size}', description: 'A knockout round by how many teams it starts with' }, { size: 2 ** (distanceFromFinal + 1) });
}

/** A round's name by its distance from the final: Final, Semifinals, Quarterfinals, Round of 16, 32… */
export function roundName(distanceFromFinal: number): string {
  if (distanceFromFinal <= 0) return 'Final';
  if (distanceFromFinal === 1) return 'Semifinals';
  if (distanceFromFinal === 2) return 'Quarterfinals';
  return `Round of ${2 ** (distanceFromFinal + 1)}`;
}

/** The placement-points table as the organizer types it: "12, 9, 7" ⇄ [12, 9, 7]. */
export const formatPoints = (points: number[]) => points.join(', ');

/** Numbers separated by commas or spaces; anything that is not a whole number is kept as NaN for the schema to refuse. */
export function parsePoints(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

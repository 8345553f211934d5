/** Cuts `text` to `max` characters with an ellipsis (spec §9: card descriptions at 100), at a word when one is near. */
export function truncate(text: string, max = 100): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

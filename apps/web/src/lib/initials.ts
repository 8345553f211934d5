/** Up to two letters for an avatar fallback: "john_doe" → "JD", "Ana" → "AN". */
export function initials(name: string): string {
  const words = name.split(/[\s_.-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

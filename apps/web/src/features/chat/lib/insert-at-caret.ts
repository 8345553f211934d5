/** `insert` put in place of the selection [start, end) of `value`, and where the caret goes after it. */
export function insertAtCaret(value: string, start: number, end: number, insert: string) {
  const next = value.slice(0, start) + insert + value.slice(end);
  return { value: next, caret: start + insert.length };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text and in quoted attribute values (srcdoc included). */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

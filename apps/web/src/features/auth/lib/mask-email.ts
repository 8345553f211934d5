export const MASK_CHAR = '•';

/**
 * Hides an e-mail's local part but its first character (spec §2), with a fixed-width mask so the length
 * is not revealed: `john@example.com` → `j•••@example.com`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  if (!local) return email;
  return `${Array.from(local)[0]}${MASK_CHAR.repeat(3)}${domain}`;
}

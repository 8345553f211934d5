/** The sandbox's test cards, as Stripe's test mode knows them (DESIGN.md §4.6). */
export type CardOutcome = { ok: true } | { ok: false; message: string; field?: 'number' | 'expiry' | 'cvc' };

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};

export function chargeTestCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardOutcome {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: 'Your card number is incomplete.', field: 'number' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) return { ok: false, message: "Your card's expiration date is incomplete.", field: 'expiry' };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiration date is invalid.", field: 'expiry' };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, message: "Your card's expiration year is in the past.", field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, message: "Your card's security code is incomplete.", field: 'cvc' };
  if (number === '4242424242424242') return { ok: true };
  const decline = DECLINES[number];
  if (decline) return { ok: false, message: decline };
  return { ok: false, message: 'Your card number is incorrect. In the sandbox use 4242 4242 4242 4242.', field: 'number' };
}

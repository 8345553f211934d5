import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The code teams type to find each other's lobby: 40 random bits as 8 base32 characters (`bytes`: the 5 random bytes). */
export function newRoomCode(bytes: Uint8Array = randomBytes(5)): string {
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 7; i >= 0; i -= 1) code += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

const LOCATION_REGIONS: [RegExp, string][] = [
  [/portugal|spain|españa|ireland|united kingdom|\buk\b|england|scotland|france|belgium|netherlands|lisbon|madrid|london|paris|dublin/i, 'EU West'],
  [/germany|poland|austria|switzerland|italy|czech|hungary|sweden|denmark|norway|finland|berlin|warsaw|vienna|rome|milan|stockholm/i, 'EU Central'],
  [/brazil|brasil|argentina|chile|peru|colombia|uruguay|são paulo|sao paulo|rio de janeiro|buenos aires/i, 'SA East'],
  [/angola|south africa|mozambique|namibia|luanda|johannesburg|cape town/i, 'Africa South'],
  [/japan|korea|china|singapore|australia|india|indonesia|philippines|tokyo|seoul|sydney/i, 'Asia Pacific'],
  [/california|seattle|los angeles|san francisco|vancouver|oregon|nevada|arizona/i, 'NA West'],
  [/usa|united states|canada|mexico|new york|toronto|chicago|miami|atlanta|boston/i, 'NA East'],
];

/**
 * The server region a match is played on until the organizer changes it: from the venue when the tournament
 * has one, else from the time zone its dates are entered in.
 */
export function defaultRegion(location: string | null, timeZone: string): string {
  if (location) for (const [pattern, region] of LOCATION_REGIONS) if (pattern.test(location)) return region;
  const [area, city = ''] = timeZone.split('/');
  switch (area) {
    case 'Africa':
      return 'Africa South';
    case 'Asia':
    case 'Australia':
    case 'Pacific':
      return 'Asia Pacific';
    case 'America':
      if (/Sao_Paulo|Buenos_Aires|Santiago|Lima|Bogota|Montevideo|Caracas|Argentina/.test(city)) return 'SA East';
      return /Los_Angeles|Vancouver|Denver|Phoenix|Edmonton|Boise|Tijuana|Anchorage/.test(city) ? 'NA West' : 'NA East';
    case 'Europe':
      return /Lisbon|Madrid|London|Dublin|Paris|Brussels|Amsterdam/.test(city) ? 'EU West' : 'EU Central';
    default:
      return 'EU West';
  }
}

const MINUTE = 60_000;
const MIN_SPACING = 15 * MINUTE;
const MAX_SPACING = 24 * 60 * MINUTE;

/**
 * Spreads `waves` consecutive rounds between `from` and the tournament's end: wave 1 at `from`, each next
 * one a whole number of minutes later (between 15 minutes and a day apart).
 */
export function waveTimes(from: Date, endAt: Date, waves: number): (wave: number) => Date {
  const span = Math.max(0, endAt.getTime() - from.getTime());
  const raw = waves > 1 ? span / waves : span;
  const spacing = Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.floor(raw / MINUTE) * MINUTE));
  return (wave) => new Date(from.getTime() + (wave - 1) * spacing);
}

/**
 * Extra demo players that fill the demo tournaments' teams (README "Demo accounts"): verified, e-mail
 * `<nickname>@clutch.gg`, the demo password. No imports, so any workspace can read it.
 */
const FIRST = ['ace', 'blitz', 'cobalt', 'dusk', 'ember', 'frost', 'ghost', 'havoc'] as const;
const SECOND = ['raptor', 'falcon', 'viper', 'lynx', 'orca', 'panther', 'wolf'] as const;
const COUNTRIES = ['PT', 'BR', 'AO', 'US', 'DE', 'FR', 'ES', 'GB', 'PL', 'SE', 'KR', 'JP', 'MX', 'CA'] as const;
const BIOS = [
  'Grinding ranked every night.',
  'Shot-caller on comms, chill off them.',
  'Plays support so you do not have to.',
  'Former speedrunner, current entry.',
  'Here for the clutches and the highlights.',
  'Weekend warrior with a day job.',
  'Studying game design; playing for the love of it.',
] as const;

/** A city for each country above, as a profile's location. */
const CITIES: Record<(typeof COUNTRIES)[number], string> = {
  PT: 'Porto, Portugal',
  BR: 'Rio de Janeiro, Brazil',
  AO: 'Luanda, Angola',
  US: 'Seattle, USA',
  DE: 'Hamburg, Germany',
  FR: 'Lyon, France',
  ES: 'Madrid, Spain',
  GB: 'Manchester, UK',
  PL: 'Warsaw, Poland',
  SE: 'Stockholm, Sweden',
  KR: 'Seoul, South Korea',
  JP: 'Tokyo, Japan',
  MX: 'Mexico City, Mexico',
  CA: 'Toronto, Canada',
};

export interface DemoPlayer {
  nickName: string;
  email: string;
  countryCode: string;
  bio: string;
  location: string;
  founded: number;
  discord: string;
  instagram: string | null;
  twitch: string | null;
}

/**
 * 56 players: every first word with every second word (`ace_raptor`, `ace_falcon`… `havoc_wolf`). Everyone has a
 * city and a Discord; every other one an Instagram, every third one streams on Twitch.
 */
export const DEMO_EXTRA_PLAYERS: readonly DemoPlayer[] = FIRST.flatMap((first, i) =>
  SECOND.map((second, j) => {
    const nickName = `${first}_${second}`;
    const n = i * SECOND.length + j;
    const countryCode = COUNTRIES[n % COUNTRIES.length]!;
    return {
      nickName,
      email: `${nickName}@clutch.gg`,
      countryCode,
      bio: BIOS[(i + j) % BIOS.length]!,
      location: CITIES[countryCode],
      founded: 2014 + (n % 11),
      discord: nickName,
      instagram: n % 2 === 0 ? `${first}.${second}` : null,
      twitch: n % 3 === 0 ? `${nickName}_tv` : null,
    };
  }),
);

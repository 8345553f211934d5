/**
 * The demo accounts `seedDemoIfEmpty` creates on an empty database, for the README and the e2e journeys.
 * No imports, so any workspace can read it.
 */
export const DEMO_PASSWORD = 'clutch-demo';

/** What a profile shows besides the name and bio (the Edit Profile fields); null where the player left it empty. */
export interface DemoProfile {
  location: string | null;
  website: string | null;
  founded: number | null;
  discord: string | null;
  facebook: string | null;
  instagram: string | null;
  twitch: string | null;
}

export interface DemoAccount extends DemoProfile {
  nickName: string;
  email: string;
  password: string;
  roles: ('USER' | 'ADMIN')[];
  userVerified: boolean;
  countryCode: string;
  bio: string;
}

const EMPTY_PROFILE: DemoProfile = { location: null, website: null, founded: null, discord: null, facebook: null, instagram: null, twitch: null };

const account = (nickName: string, countryCode: string, bio: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  nickName,
  email: `${nickName}@clutch.gg`,
  password: DEMO_PASSWORD,
  roles: ['USER'],
  userVerified: true,
  countryCode,
  bio,
  ...EMPTY_PROFILE,
  ...extra,
});

export const DEMO_ACCOUNTS = {
  organizer: account('organizer', 'PT', 'Runs weekly community cups. Organizers are ordinary players who host tournaments.', {
    location: 'Lisbon, Portugal',
    website: 'https://cups.clutch.gg',
    founded: 2016,
    discord: 'clutch_cups',
    facebook: 'clutchcups',
    instagram: 'clutch.cups',
    twitch: 'clutch_cups',
  }),
  players: [
    account('nova', 'BR', 'Entry fragger. Coffee first, then clutches.', {
      location: 'São Paulo, Brazil',
      website: 'https://nova.clutch.gg',
      founded: 2019,
      discord: 'nova',
      instagram: 'nova.plays',
      twitch: 'nova_live',
    }),
    account('kairo', 'JP', 'IGL who loves a slow default and a fast execute.', {
      location: 'Osaka, Japan',
      founded: 2017,
      discord: 'kairo',
      twitch: 'kairo_igl',
    }),
    account('vex', 'US', 'AWPer. One shot, one highlight.', {
      location: 'Austin, USA',
      founded: 2018,
      discord: 'vex',
      instagram: 'vex.awp',
      twitch: 'vexawp',
    }),
    account('lumen', 'DE', 'Support main; flashes for days.', { location: 'Berlin, Germany', discord: 'lumen', facebook: 'lumen.support' }),
    account('drift', 'AO', 'Rocket League freestyler and part-time caster.', {
      location: 'Luanda, Angola',
      founded: 2020,
      discord: 'drift',
      instagram: 'drift.rl',
      twitch: 'drift_casts',
    }),
  ],
  unverified: account('rookie', 'GB', 'Just signed up, has not confirmed the e-mail yet.', { userVerified: false }),
  admin: account('admin', 'PT', 'Keeps the lights on.', { roles: ['USER', 'ADMIN'] }),
} as const;

export const ALL_DEMO_ACCOUNTS: readonly DemoAccount[] = [
  DEMO_ACCOUNTS.organizer,
  ...DEMO_ACCOUNTS.players,
  DEMO_ACCOUNTS.unverified,
  DEMO_ACCOUNTS.admin,
];

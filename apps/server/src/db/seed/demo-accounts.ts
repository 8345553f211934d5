/**
 * The demo accounts `seedDemoIfEmpty` creates on an empty database, for the README and the e2e journeys.
 * No imports, so any workspace can read it.
 */
export const DEMO_PASSWORD = 'clutch-demo';

export interface DemoAccount {
  nickName: string;
  email: string;
  password: string;
  roles: ('USER' | 'ADMIN')[];
  userVerified: boolean;
  countryCode: string;
  bio: string;
}

const account = (nickName: string, countryCode: string, bio: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  nickName,
  email: `${nickName}@clutch.gg`,
  password: DEMO_PASSWORD,
  roles: ['USER'],
  userVerified: true,
  countryCode,
  bio,
  ...extra,
});

export const DEMO_ACCOUNTS = {
  organizer: account('organizer', 'PT', 'Runs weekly community cups. Organizers are ordinary players who host tournaments.'),
  players: [
    account('nova', 'BR', 'Entry fragger. Coffee first, then clutches.'),
    account('kairo', 'JP', 'IGL who loves a slow default and a fast execute.'),
    account('vex', 'US', 'AWPer. One shot, one highlight.'),
    account('lumen', 'DE', 'Support main; flashes for days.'),
    account('drift', 'AO', 'Rocket League freestyler and part-time caster.'),
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

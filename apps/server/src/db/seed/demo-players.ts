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

export interface DemoPlayer {
  nickName: string;
  email: string;
  countryCode: string;
  bio: string;
}

/** 56 players: every first word with every second word (`ace_raptor`, `ace_falcon`… `havoc_wolf`). */
export const DEMO_EXTRA_PLAYERS: readonly DemoPlayer[] = FIRST.flatMap((first, i) =>
  SECOND.map((second, j) => {
    const nickName = `${first}_${second}`;
    return {
      nickName,
      email: `${nickName}@clutch.gg`,
      countryCode: COUNTRIES[(i * SECOND.length + j) % COUNTRIES.length]!,
      bio: BIOS[(i + j) % BIOS.length]!,
    };
  }),
);

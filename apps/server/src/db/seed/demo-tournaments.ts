import type { FfaPresetId } from '@clutch/contract/free-for-all';
import type { Currency, TournamentFormat, TournamentStatus } from '@clutch/contract/tournaments';
import type { ScoreKind } from './demo-play.ts';

/**
 * The demo tournaments, one line of intent each. Dates are relative to the seeding time (days), so the demo
 * always looks current; an IN_PROGRESS one is dated so that its current round is live at the seeding time.
 * IN_PROGRESS and FINISHED ones are played through the competition engine (`demo-play.ts`).
 */
export interface DemoTournament {
  game: string;
  name: string;
  description: string;
  status: TournamentStatus;
  format: TournamentFormat;
  category: 'Open' | 'Amateur' | 'Semi-Pro' | 'Pro' | 'Community' | 'Collegiate';
  level: 'Beginner' | 'Intermediate' | 'Advanced' | 'Professional';
  /** Major units of `currency`; 0 is free. */
  fee: number;
  currency: Currency;
  /** [min, max] players per team; [1, 1] is a solo tournament. */
  teamSize: [number, number];
  maxTeams: number;
  /** Registrations to create; IN_PROGRESS and FINISHED ones play with exactly this many accepted teams. */
  entrants: number;
  /** Days from now to the start (OPEN, DRAFT, CANCELLED) or back to the start (FINISHED, negative). */
  startInDays: number;
  /** null: online. */
  location: string | null;
  platforms: string[];
  /** Amounts by position, major units; null is "TBD". */
  prizes: (number | null)[];
  kind: ScoreKind;
  /** Competition settings other than the defaults (single elimination without a third-place match). */
  bracketType?: 'SINGLE_ELIMINATION' | 'DOUBLE_ELIMINATION';
  /** FREE_FOR_ALL: the circuit whose point table and lobby size it uses, and games per lobby. */
  ffa?: { preset: Exclude<FfaPresetId, 'CUSTOM'>; games: number };
  thirdPlaceMatch?: boolean;
  /** IN_PROGRESS: which of its distinct match times is live now (1-based); the middle one by default. */
  liveWave?: number;
  stream?: string;
  discord?: string;
  organizer?: 'nova';
}

const PC = ['PC'];
const CONSOLES = ['PS5', 'Xbox'];
const CROSS = ['PC', 'PS5', 'Xbox'];
const MOBILE = ['Mobile'];

export const DEMO_TOURNAMENTS: DemoTournament[] = [
  // Open for registration
  {
    game: 'cs2', name: 'Lisbon LAN Masters', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Pro', level: 'Advanced',
    description: 'Sixteen teams, one arena by the Tagus. Single elimination on LAN, best of three from the first round, grand final on the main stage.',
    fee: 25, currency: 'EUR', teamSize: [5, 6], maxTeams: 16, entrants: 9, startInDays: 18, location: 'Lisbon, Portugal', platforms: PC,
    prizes: [5000, 2500, 1000], kind: 'rounds', stream: 'https://www.twitch.tv/clutch_lisbon', discord: 'https://discord.gg/clutch-lisbon',
  },
  {
    game: 'valorant', name: 'Radiant Rising Cup', status: 'OPEN_FOR_REGISTRATION', format: 'league_and_knockout', category: 'Amateur', level: 'Intermediate',
    description: 'For rising squads below Immortal: two groups of four, then semifinals and a best-of-five final. Agent pool is open.',
    fee: 10, currency: 'USD', teamSize: [5, 5], maxTeams: 8, entrants: 6, startInDays: 9, location: null, platforms: PC,
    prizes: [1000, 500, null], kind: 'rounds', stream: 'https://www.youtube.com/watch?v=RadiantCup1',
  },
  {
    game: 'lol', name: "Summoner's Spring Clash", status: 'OPEN_FOR_REGISTRATION', format: 'LEAGUE_TABLE', category: 'Open', level: 'Beginner',
    description: 'A friendly spring league on the Rift: every team plays every other once. Perfect first tournament for new five-stacks.',
    fee: 0, currency: 'USD', teamSize: [5, 6], maxTeams: 10, entrants: 4, startInDays: 12, location: null, platforms: PC,
    prizes: [null], kind: 'series', discord: 'https://discord.gg/clutch-rift',
  },
  {
    game: 'rl', name: 'Aerial Arena 3v3', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Community', level: 'Intermediate',
    description: 'Standard 3v3 on cross-play. Bring your best ceiling shots: single elimination, best of three, finals best of five.',
    fee: 0, currency: 'USD', teamSize: [3, 3], maxTeams: 16, entrants: 7, startInDays: 6, location: null, platforms: CROSS,
    prizes: [], kind: 'goals', stream: 'https://www.twitch.tv/clutch_rl',
  },
  {
    game: 'fortnite', name: 'Zero Build Solo Showdown', status: 'OPEN_FOR_REGISTRATION', format: 'FREE_FOR_ALL', category: 'Open', level: 'Intermediate',
    description: 'Solo zero-build lobbies, points for placement and eliminations. Five matches, the best total takes it.',
    fee: 5, currency: 'USD', teamSize: [1, 1], maxTeams: 64, entrants: 14, startInDays: 5, location: null, platforms: [...CROSS, 'Switch', 'Mobile'],
    prizes: [500, 250, 100], kind: 'goals', stream: 'https://youtu.be/ZeroBuild01', ffa: { preset: 'FORTNITE', games: 5 },
  },
  {
    game: 'ea-sports-fc-25', name: 'Ultimate Team Weekend League', status: 'OPEN_FOR_REGISTRATION', format: 'LEAGUE_TABLE', category: 'Community', level: 'Intermediate',
    description: 'A weekend of Ultimate Team in São Paulo: sixteen players, round robin, the top of the table lifts the cup.',
    fee: 20, currency: 'BRL', teamSize: [1, 1], maxTeams: 16, entrants: 11, startInDays: 8, location: 'São Paulo, Brazil', platforms: CONSOLES,
    prizes: [800, 400, 200], kind: 'goals',
  },
  {
    game: 'street-fighter-6', name: 'Luanda Fight Night', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Open', level: 'Intermediate',
    description: 'Fight night in Luanda: thirty-two players, double the hype. Bring your own stick; setups are provided.',
    fee: 5000, currency: 'AOA', teamSize: [1, 1], maxTeams: 32, entrants: 12, startInDays: 14, location: 'Luanda, Angola', platforms: ['PS5', 'PC'],
    prizes: [150000, 75000, 30000], kind: 'series', discord: 'https://discord.gg/clutch-fgc',
  },
  {
    game: 'dota2', name: 'Ancient Defenders League', status: 'OPEN_FOR_REGISTRATION', format: 'league_and_knockout', category: 'Semi-Pro', level: 'Advanced',
    description: 'Semi-pro Dota: best-of-three groups and playoffs, best-of-five grand final. Captains Mode.',
    fee: 50, currency: 'USD', teamSize: [5, 7], maxTeams: 8, entrants: 5, startInDays: 21, location: null, platforms: PC,
    prizes: [10000, 5000, 2500], kind: 'series', stream: 'https://www.twitch.tv/clutch_dota', discord: 'https://discord.gg/clutch-dota',
  },
  {
    game: 'mobile-legends', name: 'Mobile Legends Campus Cup', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Collegiate', level: 'Intermediate',
    description: 'Campus teams only: show your student card at check-in. Single elimination, best of three.',
    fee: 0, currency: 'USD', teamSize: [5, 6], maxTeams: 16, entrants: 6, startInDays: 10, location: null, platforms: MOBILE,
    prizes: [300, 150], kind: 'series',
  },
  {
    game: 'chess', name: 'Rapid Chess Open', status: 'OPEN_FOR_REGISTRATION', format: 'SWISS', category: 'Open', level: 'Beginner',
    description: 'Ten-plus-five rapid over Swiss rounds: best-of-three mini-matches, never the same opponent twice. All ratings welcome.',
    fee: 0, currency: 'EUR', teamSize: [1, 1], maxTeams: 20, entrants: 9, startInDays: 4, location: null, platforms: [...PC, 'Mobile'],
    prizes: [100], kind: 'series',
  },
  {
    game: 'apex-legends', name: 'Apex Trios Showdown', status: 'OPEN_FOR_REGISTRATION', format: 'FREE_FOR_ALL', category: 'Amateur', level: 'Intermediate',
    description: 'Twenty trios, six games, ALGS scoring. Drop hot or play the ring: points decide.',
    fee: 15, currency: 'USD', teamSize: [3, 3], maxTeams: 20, entrants: 8, startInDays: 11, location: null, platforms: CROSS,
    prizes: [2000, 1000, 500], kind: 'goals', stream: 'https://www.twitch.tv/clutch_apex', ffa: { preset: 'ALGS', games: 6 },
  },
  {
    game: 'overwatch-2', name: 'Payload Pushers Cup', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Amateur', level: 'Beginner',
    description: 'Role queue 5v5 for newer teams, hosted by nova. Single elimination on the current competitive map pool.',
    fee: 0, currency: 'USD', teamSize: [5, 6], maxTeams: 8, entrants: 4, startInDays: 7, location: null, platforms: CROSS,
    prizes: [200], kind: 'series', organizer: 'nova',
  },
  {
    game: 'brawl-stars', name: 'Brawl Stars Showdown Series', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Community', level: 'Beginner',
    description: 'Three-player squads on Gem Grab and Brawl Ball. Short matches, fast brackets, lots of fun.',
    fee: 2, currency: 'EUR', teamSize: [3, 3], maxTeams: 16, entrants: 6, startInDays: 3, location: null, platforms: MOBILE,
    prizes: [100, 50], kind: 'series',
  },
  {
    game: 'cs2', name: 'Friday Night Wingman', status: 'OPEN_FOR_REGISTRATION', format: 'KNOCKOUT', category: 'Community', level: 'Beginner',
    description: 'Two-versus-two Wingman every Friday. Quick bracket, quick glory.',
    fee: 0, currency: 'USD', teamSize: [2, 2], maxTeams: 16, entrants: 10, startInDays: 2, location: null, platforms: PC,
    prizes: [], kind: 'rounds',
  },
  // In progress
  {
    game: 'cs2', name: 'Clutch Pro League Season 4', status: 'IN_PROGRESS', format: 'LEAGUE_TABLE', category: 'Pro', level: 'Professional',
    description: 'Eight of the best teams on the platform, one map a day, every team against every other. The table decides the champion.',
    fee: 100, currency: 'USD', teamSize: [5, 6], maxTeams: 8, entrants: 8, startInDays: 0, location: null, platforms: PC,
    prizes: [20000, 10000, 5000], kind: 'rounds', stream: 'https://www.twitch.tv/clutch_cs', discord: 'https://discord.gg/clutch-cs',
  },
  {
    game: 'valorant', name: 'Champions Road São Paulo', status: 'IN_PROGRESS', format: 'KNOCKOUT', category: 'Semi-Pro', level: 'Advanced',
    description: 'LAN bracket in São Paulo: eight teams, best of three, a match for third place, and the winner books a ticket to the regional finals.',
    fee: 150, currency: 'BRL', teamSize: [5, 6], maxTeams: 8, entrants: 8, startInDays: 0, location: 'São Paulo, Brazil', platforms: PC,
    prizes: [25000, 10000, 5000], kind: 'rounds', thirdPlaceMatch: true, stream: 'https://www.youtube.com/watch?v=ChampRoadSP',
  },
  {
    game: 'rl', name: 'Rocket League Nordic Nights', status: 'IN_PROGRESS', format: 'league_and_knockout', category: 'Amateur', level: 'Intermediate',
    description: 'Evening games for the north of Europe: two groups of four, then the top two of each go to the playoffs.',
    fee: 5, currency: 'EUR', teamSize: [3, 3], maxTeams: 8, entrants: 8, startInDays: 0, location: null, platforms: CROSS,
    prizes: [600, 300, 100], kind: 'goals', stream: 'https://www.twitch.tv/clutch_rl',
  },
  {
    game: 'tekken-8', name: 'Iron Fist Invitational', status: 'IN_PROGRESS', format: 'KNOCKOUT', category: 'Pro', level: 'Advanced',
    description: 'Sixteen invited players in Berlin, double elimination, first to two; the grand final is first to three, with a bracket reset.',
    fee: 15, currency: 'EUR', teamSize: [1, 1], maxTeams: 16, entrants: 16, startInDays: 0, location: 'Berlin, Germany', platforms: ['PS5', 'PC'],
    prizes: [1500, 750, 300], kind: 'series', bracketType: 'DOUBLE_ELIMINATION', stream: 'https://www.twitch.tv/clutch_fgc',
  },
  {
    game: 'lol', name: 'Rift Rivals Amateur Series', status: 'IN_PROGRESS', format: 'league_and_knockout', category: 'Amateur', level: 'Intermediate',
    description: 'Amateur five-stacks in groups of four, then playoffs: the semifinals are on. Prize pool to be announced with the sponsor.',
    fee: 0, currency: 'EUR', teamSize: [5, 6], maxTeams: 8, entrants: 8, startInDays: 0, location: null, platforms: PC,
    prizes: [null, null], kind: 'series', liveWave: 4, discord: 'https://discord.gg/clutch-rift',
  },
  // Finished
  {
    game: 'cs2', name: 'Winter Major Qualifier', status: 'FINISHED', format: 'KNOCKOUT', category: 'Pro', level: 'Professional',
    description: 'The LAN qualifier for the winter major: eight teams, best of three, one ticket.',
    fee: 30, currency: 'EUR', teamSize: [5, 6], maxTeams: 8, entrants: 8, startInDays: -20, location: 'Lisbon, Portugal', platforms: PC,
    prizes: [3000, 1500, 750], kind: 'rounds', thirdPlaceMatch: true, stream: 'https://www.youtube.com/watch?v=WinterMajor',
  },
  {
    game: 'ea-sports-fc-25', name: 'FC 25 Champions Ladder', status: 'FINISHED', format: 'LEAGUE_TABLE', category: 'Community', level: 'Beginner',
    description: 'Six players, home-and-away feelings in a single round robin. The ladder is done: check the final table.',
    fee: 0, currency: 'USD', teamSize: [1, 1], maxTeams: 6, entrants: 6, startInDays: -12, location: null, platforms: CONSOLES,
    prizes: [200], kind: 'goals',
  },
  {
    game: 'dota2', name: 'Roshan Pit Classic', status: 'FINISHED', format: 'league_and_knockout', category: 'Semi-Pro', level: 'Advanced',
    description: 'Best-of-three groups and playoffs, a match for third place, and a best-of-five grand final.',
    fee: 20, currency: 'USD', teamSize: [5, 7], maxTeams: 8, entrants: 8, startInDays: -30, location: null, platforms: PC,
    prizes: [4000, 2000, 1000], kind: 'series', thirdPlaceMatch: true, stream: 'https://www.twitch.tv/clutch_dota',
  },
  {
    game: 'starcraft-2', name: 'StarCraft II Masters Gauntlet', status: 'FINISHED', format: 'KNOCKOUT', category: 'Open', level: 'Advanced',
    description: 'Eight players, one gauntlet: best of three, best of five in the final. GG, no re.',
    fee: 0, currency: 'USD', teamSize: [1, 1], maxTeams: 8, entrants: 8, startInDays: -8, location: null, platforms: PC,
    prizes: [500, 250], kind: 'series',
  },
  {
    game: 'hearthstone', name: 'Tavern Brawl Classic', status: 'FINISHED', format: 'LEAGUE_TABLE', category: 'Community', level: 'Beginner',
    description: 'Six players, conquest format, every player against every other in a best-of-three.',
    fee: 0, currency: 'EUR', teamSize: [1, 1], maxTeams: 6, entrants: 6, startInDays: -15, location: null, platforms: [...PC, 'Mobile'],
    prizes: [100], kind: 'series',
  },
  {
    game: 'valorant', name: 'Luanda Valorant Open', status: 'FINISHED', format: 'league_and_knockout', category: 'Open', level: 'Intermediate',
    description: "Angola's biggest Valorant LAN so far, hosted by nova: groups, playoffs and a packed final.",
    fee: 10000, currency: 'AOA', teamSize: [5, 6], maxTeams: 8, entrants: 8, startInDays: -40, location: 'Luanda, Angola', platforms: PC,
    prizes: [500000, 250000, 100000], kind: 'rounds', thirdPlaceMatch: true, organizer: 'nova', discord: 'https://discord.gg/clutch-angola',
  },
  // Drafts (their organizer only)
  {
    game: 'pubg', name: 'PUBG Squad Survival', status: 'DRAFT', format: 'FREE_FOR_ALL', category: 'Amateur', level: 'Intermediate',
    description: 'Squads, Erangel and Miramar, points for placement and kills. Rules still being written.',
    fee: 10, currency: 'USD', teamSize: [4, 4], maxTeams: 16, entrants: 0, startInDays: 30, location: null, platforms: CROSS,
    prizes: [1000, 500, 250], kind: 'goals', ffa: { preset: 'PUBG', games: 4 },
  },
  {
    game: 'rainbow-six-siege', name: 'Siege Tactics Invitational', status: 'DRAFT', format: 'KNOCKOUT', category: 'Semi-Pro', level: 'Advanced',
    description: 'Invite-only Siege bracket. Draft: the invite list is not final.',
    fee: 0, currency: 'EUR', teamSize: [5, 6], maxTeams: 8, entrants: 0, startInDays: 25, location: null, platforms: PC,
    prizes: [null], kind: 'rounds',
  },
  {
    game: 'call-of-duty-warzone', name: 'Warzone Resurgence Cup', status: 'DRAFT', format: 'FREE_FOR_ALL', category: 'Community', level: 'Beginner',
    description: 'Resurgence quads, planned by nova. Draft until the date is set.',
    fee: 0, currency: 'USD', teamSize: [4, 4], maxTeams: 20, entrants: 0, startInDays: 35, location: null, platforms: CROSS,
    prizes: [], kind: 'goals', organizer: 'nova', ffa: { preset: 'ALGS', games: 4 },
  },
  // Cancelled
  {
    game: 'free-fire', name: 'Free Fire Booyah Cup', status: 'CANCELLED', format: 'FREE_FOR_ALL', category: 'Community', level: 'Beginner',
    description: 'Cancelled: the venue fell through. Entry fees have been refunded.',
    fee: 3, currency: 'BRL', teamSize: [4, 4], maxTeams: 12, entrants: 3, startInDays: 6, location: 'Rio de Janeiro, Brazil', platforms: MOBILE,
    prizes: [300], kind: 'goals', ffa: { preset: 'FREE_FIRE', games: 6 },
  },
  {
    game: 'overwatch-2', name: 'Overwatch Autumn Scrim Cup', status: 'CANCELLED', format: 'KNOCKOUT', category: 'Amateur', level: 'Intermediate',
    description: 'Cancelled for lack of teams. See you next season.',
    fee: 0, currency: 'USD', teamSize: [5, 6], maxTeams: 8, entrants: 2, startInDays: -5, location: null, platforms: CROSS,
    prizes: [], kind: 'series',
  },
];

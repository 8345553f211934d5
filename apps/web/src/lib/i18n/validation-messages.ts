import { TEAM_BIO_MAX, TEAM_NAME_MAX } from '@clutch/contract/teams';
import { MAX_TEAM_SIZE_LIMIT, MAX_TEAMS_LIMIT, SWISS_ROUNDS_MAX, TOURNAMENT_NAME_MAX } from '@clutch/contract/organizer';
import { STORY_MEDIA_MAX_BYTES, STORY_TEXT_MAX, STORY_VIDEO_MAX_SECONDS } from '@clutch/contract/stories';
import {
  BIO_MAX,
  FOUNDED_MIN,
  LOCATION_MAX,
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SOCIAL_HANDLE_MAX,
  WEBSITE_MAX,
} from '@clutch/contract/users';
import type { MessageDescriptor } from './message.ts';
import { translator } from './translate.ts';
import { useT } from './use-t.ts';

type Values = Record<string, string | number>;

/** English text → the message it was made from, for every validation message a form can show. */
const registry = new Map<string, { descriptor: MessageDescriptor; values?: Values }>();
const english = translator({ locale: 'en', catalogue: {} });

/**
 * A form's validation message: returns its English for the zod schema (schemas are built once, in English) and
 * remembers where it came from, so `FormMessage` shows it in the active language. The contract's own messages
 * are registered the same way below.
 */
export function validationMessage(descriptor: MessageDescriptor, values?: Values): string {
  const text = english(descriptor, values);
  registry.set(text, { descriptor, values });
  return text;
}

/**
 * The contract's validation messages that web forms show, made translatable: packages/contract writes them in
 * English for the server and the web alike. A form whose schema comes from the contract gets them translated by
 * `FormMessage`; validation-messages.test.ts fails when a contract message a form can show is missing here.
 */
export const contractMessages = [
  validationMessage({ defaultMessage: 'Nickname must be at least {min} characters' }, { min: NICKNAME_MIN }),
  validationMessage({ defaultMessage: 'Nickname must be at most {max} characters' }, { max: NICKNAME_MAX }),
  validationMessage({ defaultMessage: 'Nickname may use letters, digits, dots, dashes and underscores only' }),
  validationMessage({ defaultMessage: 'E-mail address is too long' }),
  validationMessage({ defaultMessage: 'Please, enter a valid e-mail address' }),
  validationMessage({ defaultMessage: 'Password must be at least {min} characters' }, { min: PASSWORD_MIN }),
  validationMessage({ defaultMessage: 'Password must be at most {max} characters' }, { max: PASSWORD_MAX }),
  validationMessage({ defaultMessage: 'E-mail or username is required' }),
  validationMessage({ defaultMessage: 'Password is required' }),
  validationMessage({ defaultMessage: 'Current password is required' }),
  validationMessage({ defaultMessage: 'Please, enter the 6-digit code' }),
  // features/tournaments: the team form of Join Tournament, and the result forms built on lib/result-form.ts.
  validationMessage({ defaultMessage: 'Team name is required!' }),
  validationMessage({ defaultMessage: 'Team name must be at most {max} characters.' }, { max: TEAM_NAME_MAX }),
  validationMessage({ defaultMessage: 'Bio must be at most {max} characters.' }, { max: TEAM_BIO_MAX }),

  // features/organizer: the tournament form, the cancel, schedule and result dialogs.
  validationMessage({ defaultMessage: 'Tournament name must be at least 3 characters.' }),
  validationMessage({ defaultMessage: 'At most {max} characters.' }, { max: TOURNAMENT_NAME_MAX }),
  validationMessage({ defaultMessage: 'Choose a game.' }),
  validationMessage({ defaultMessage: 'Enter an entry fee (0 for free).' }),
  validationMessage({ defaultMessage: 'The entry fee cannot be negative.' }),
  validationMessage({ defaultMessage: 'At most two decimals.' }),
  validationMessage({ defaultMessage: 'Unknown time zone.' }),
  validationMessage({ defaultMessage: 'Enter a valid date and time.' }),
  validationMessage({ defaultMessage: 'At least 2 teams.' }),
  validationMessage({ defaultMessage: 'At most {max} teams.' }, { max: MAX_TEAMS_LIMIT }),
  validationMessage({ defaultMessage: 'At least 1 player per team.' }),
  validationMessage({ defaultMessage: 'At most {max} players per team.' }, { max: MAX_TEAM_SIZE_LIMIT }),
  validationMessage({ defaultMessage: 'Prize positions start at 1.' }),
  validationMessage({ defaultMessage: 'A prize cannot be negative.' }),
  validationMessage({ defaultMessage: 'Enter a valid stream URL (https://…).' }),
  validationMessage({ defaultMessage: 'Enter a valid Discord invite URL (https://…).' }),
  validationMessage({ defaultMessage: 'Registration must end after it starts.' }),
  validationMessage({ defaultMessage: 'The tournament must start after registration ends.' }),
  validationMessage({ defaultMessage: 'The tournament must end after it starts.' }),
  validationMessage({ defaultMessage: 'Max teams must be at least min teams.' }),
  validationMessage({ defaultMessage: 'Max players per team must be at least min players per team.' }),
  validationMessage({ defaultMessage: 'Each prize position can appear once.' }),
  validationMessage({ defaultMessage: 'Points must go win ≥ draw ≥ loss.' }),
  validationMessage({ defaultMessage: 'Best of must be 1, 3, 5 or 7.' }),
  // Swiss settings (competitionSettings and tournamentInput's Swiss checks).
  validationMessage({ defaultMessage: 'Swiss rounds cannot be negative (0 = automatic).' }),
  validationMessage({ defaultMessage: 'A Swiss has at most {max} rounds.' }, { max: SWISS_ROUNDS_MAX }),
  validationMessage({ defaultMessage: 'Each tiebreaker can be listed once.' }),
  validationMessage({ defaultMessage: 'The top cut is 0 (none) or 2, 4, 8, 16, 32 or 64 teams.' }),
  validationMessage({ defaultMessage: 'A Swiss needs fewer rounds than its maximum number of teams.' }),
  validationMessage({ defaultMessage: 'The top cut cannot be larger than the maximum number of teams.' }),
  validationMessage({ defaultMessage: 'Say why the tournament is cancelled.' }),
  validationMessage({ defaultMessage: 'Scores cannot be negative.' }),
  validationMessage({ defaultMessage: 'Enter both scores or a forfeit.' }),
  validationMessage({ defaultMessage: 'Enter both scores.' }),
  validationMessage({ defaultMessage: 'A knockout match needs a winner: the scores cannot be level.' }),
  // features/billing: Add Money and Withdraw (moneyBody's amount).
  validationMessage({ defaultMessage: 'Enter an amount above 0.' }),
  validationMessage({ defaultMessage: 'The smallest amount is 0.01.' }),
  validationMessage({ defaultMessage: 'At most 100000 at a time.' }),
  // features/competition: a captain's result report (resultInputFor) and dispute (disputeBody).
  validationMessage({ defaultMessage: 'Say what is wrong with this result.' }),
  // features/targets: the target dialog (targetInput).
  validationMessage({ defaultMessage: 'Title is required.' }),
  validationMessage({ defaultMessage: 'Target value must be above 0.' }),
  validationMessage({ defaultMessage: 'Current value cannot be negative.' }),
  // features/stories: the create-story dialog (STORY_MESSAGES).
  validationMessage({ defaultMessage: "A story's text must be at most {max} characters." }, { max: STORY_TEXT_MAX }),
  validationMessage({ defaultMessage: 'Write something or choose an image or a video.' }),
  validationMessage({ defaultMessage: 'The file must be a PNG, JPEG, WebP or GIF image, or an MP4, WebM or QuickTime video.' }),
  validationMessage({ defaultMessage: "A story's file must be at most {max} MB." }, { max: STORY_MEDIA_MAX_BYTES / 1024 / 1024 }),
  validationMessage({ defaultMessage: "A story's video must be at most {max} seconds long." }, { max: STORY_VIDEO_MAX_SECONDS }),
  // features/profile: the Edit Profile dialog (updateProfileBody).
  validationMessage({ defaultMessage: 'Bio must be at most {max} characters.' }, { max: BIO_MAX }),
  validationMessage({ defaultMessage: 'Choose a country from the list.' }),
  validationMessage({ defaultMessage: 'Location must be at most {max} characters.' }, { max: LOCATION_MAX }),
  validationMessage({ defaultMessage: 'Website must be at most {max} characters.' }, { max: WEBSITE_MAX }),
  validationMessage({ defaultMessage: 'Enter a website address starting with http:// or https://.' }),
  validationMessage({ defaultMessage: 'Enter a year.' }),
  validationMessage({ defaultMessage: 'Enter a year from {min}.' }, { min: FOUNDED_MIN }),
  validationMessage({ defaultMessage: 'Enter a year that has come.' }),
  validationMessage({ defaultMessage: 'A handle must be at most {max} characters.' }, { max: SOCIAL_HANDLE_MAX }),
  validationMessage({ defaultMessage: 'Enter the handle without spaces or a link.' }),
  // features/notifications: the settings dialog's quiet hours (notificationSettings).
  validationMessage({ defaultMessage: 'Enter a time as HH:MM.' }),
  validationMessage({ defaultMessage: 'Choose a time zone from the list.' }),
];

/** Whether a validation message has a translation (validation-messages.test.ts checks the contract's). */
export const isTranslatableValidation = (text: string) => registry.has(text);

/** `(message) => message in the active language`; a message nobody registered (the server's, already translated) stays as it is. */
export function useTranslateValidation() {
  const t = useT();
  return (text: string) => {
    const known = registry.get(text);
    return known ? t(known.descriptor, known.values) : text;
  };
}

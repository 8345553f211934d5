// Kept free of zod so any entry chunk can import it without the schema library.

/**
 * Every `code` the API sends in an error body (DESIGN.md §5.3). Clients switch on these and translate them; the
 * `message` beside a code is English for people. The server's error helpers accept only these, and
 * `apps/server/test/error-codes.test.ts` keeps this list free of codes the server never sends.
 */
export const errorCodes = [
  // Any request: framework, input and infrastructure answers.
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_INPUT',
  'INVALID_CHARACTERS',
  'MALFORMED_JSON',
  'MALFORMED_URL',
  'MALFORMED_FORM',
  'URL_TOO_LONG',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CLIENT_TYPE_REQUIRED',
  'RATE_LIMITED',
  'NOT_FOUND',
  'CONFLICT',
  'TRANSACTION_CONFLICT',
  'DATABASE_UNAVAILABLE',
  'NOT_READY',
  'INTERNAL',
  // Who may act.
  'UNAUTHORIZED',
  'FORBIDDEN',
  'ACCOUNT_NOT_VERIFIED',
  'ADMIN_ONLY',
  'ACTOR_MISMATCH',
  'NOT_OWNER',
  'NOT_ORGANIZER',
  'NOT_TEAM_CAPTAIN',
  'NOT_MATCH_CAPTAIN',
  'NOT_OTHER_CAPTAIN',
  'NOT_A_MEMBER',
  'NOT_INVITEE',
  'NOT_TARGET_EDITOR',
  'CAPTAIN_ONLY',
  // Accounts, sign-in and e-mail.
  'EMAIL_TAKEN',
  'NICKNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_PASSWORD',
  'INVALID_CURRENT_PASSWORD',
  'PASSWORD_NOT_SET',
  'INVALID_TOKEN',
  'INVALID_OTP',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_TOKEN_INVALID',
  'GOOGLE_ACCOUNT_TAKEN',
  'USER_NOT_FOUND',
  'MAIL_UNAVAILABLE',
  'MAIL_LIMIT_REACHED',
  // Games, tournaments and their organizers.
  'GAME_NOT_FOUND',
  'UNKNOWN_GAME',
  'TOURNAMENT_NOT_FOUND',
  'TOURNAMENT_MISMATCH',
  'TOURNAMENT_CLOSED',
  'TOURNAMENT_STARTED',
  'TOURNAMENT_NOT_IN_PROGRESS',
  'TOURNAMENT_NOT_FINISHED',
  'ILLEGAL_TRANSITION',
  'STRUCTURE_LOCKED',
  'FEE_LOCKED',
  'MAX_TEAMS_BELOW_ACCEPTED',
  'SEEDING_LOCKED',
  'SEEDING_MISMATCH',
  'ROUND_NOT_FOUND',
  'PRIZE_NOT_FOUND',
  'PRIZE_HAS_NO_AMOUNT',
  'PRIZE_HAS_NO_WINNER',
  'TARGET_NOT_FOUND',
  'MEDIA_NOT_FOUND',
  'PHOTO_NOT_UPLOADED',
  // Teams, invites and registrations.
  'TEAM_NOT_FOUND',
  'TEAM_SIZE',
  'DUPLICATE_MEMBER',
  'UNKNOWN_MEMBER',
  'NOT_SOLO_TOURNAMENT',
  'INVITE_NOT_FOUND',
  'INVITE_ANSWERED',
  'REGISTRATION_NOT_FOUND',
  'REGISTRATION_NOT_STARTED',
  'REGISTRATION_CLOSED',
  'REGISTRATION_NOT_ACTIVE',
  'REGISTRATION_NOT_PENDING',
  'REGISTRATION_REJECTED',
  'ALREADY_REGISTERED',
  'ALREADY_IN_TOURNAMENT',
  'TOURNAMENT_FULL',
  'TICKET_NOT_FOUND',
  // Matches, results and reports.
  'MATCH_NOT_FOUND',
  'UNKNOWN_MATCH',
  'MATCH_NOT_READY',
  'MATCH_IS_BYE',
  'MATCH_READ_ONLY',
  'RESULT_EXISTS',
  'INVALID_RESULT',
  'DRAW_NOT_ALLOWED',
  'DUPLICATE_ENTRANT',
  'NOT_ENOUGH_TEAMS',
  'NOT_FINISHED',
  'REPORT_NOT_FOUND',
  'REPORT_NOT_PENDING',
  'REPORT_DISPUTED',
  // Payments, payouts and refunds.
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PENDING',
  'PAYMENT_NOT_PENDING',
  'PAYMENT_COMPLETED',
  'PAYMENT_START_FAILED',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PROVIDER_NOT_IN_USE',
  'NOT_A_CHECKOUT',
  'NOT_REQUIRED',
  'ALREADY_PAID',
  'REFUNDED',
  'REFUND_FAILED',
  'INSUFFICIENT_FUNDS',
  'PAYOUTS_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  // Uploads.
  'FILE_REQUIRED',
  'TOO_MANY_FILES',
  'TOO_MANY_FIELDS',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  // Stories.
  'STORY_NOT_FOUND',
  'NOT_STORY_AUTHOR',
  'INVALID_STORY_MEDIA',
  'UNREADABLE_VIDEO',
  'STORY_MEDIA_TOO_LARGE',
  'VIDEO_TOO_LONG',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const known: ReadonlySet<string> = new Set(errorCodes);

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && known.has(value);

const byStatus: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * The code for a failure that names none of ours (a framework refusal, a proxy's 502 page), chosen by its HTTP
 * status so a client still has one to switch on.
 */
export const codeForStatus = (status: number): ErrorCode =>
  byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

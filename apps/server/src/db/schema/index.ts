export * from './users.ts';
export * from './sessions.ts';
export * from './one-time-codes.ts';
export * from './verification-tokens.ts';
export * from './outbox.ts';
export * from './social.ts';

/**
 * The tournament page's parts only a signed-in user sees (joining and their registration), loaded as one chunk when
 * someone is signed in: a visitor's page evaluates neither them nor the contract schemas they pull in (teams,
 * payments, users, organizer; ADR 022, fourth round).
 */
export { JoinTournament } from './join/join-tournament.tsx';
export { RegistrationStatus } from './join/registration-status.tsx';

import { CHAT_MESSAGES, type ChatReadOnlyReason } from '@clutch/contract/chat';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import type { ChatReadDenial } from './chat-access.ts';

export const roomNotFound = () => notFound(CHAT_MESSAGES.roomNotFound, 'CHAT_ROOM_NOT_FOUND');
export const messageNotFound = () => notFound(CHAT_MESSAGES.messageNotFound, 'CHAT_MESSAGE_NOT_FOUND');
export const reportNotFound = () => notFound(CHAT_MESSAGES.reportNotFound, 'CHAT_REPORT_NOT_FOUND');
export const notMember = () => forbidden(CHAT_MESSAGES.notMember, 'CHAT_NOT_MEMBER');
export const notSender = () => forbidden(CHAT_MESSAGES.notSender, 'CHAT_NOT_SENDER');
export const notModerator = () => forbidden(CHAT_MESSAGES.notModerator, 'CHAT_NOT_MODERATOR');
export const alreadyReported = () => conflict(CHAT_MESSAGES.alreadyReported, 'CHAT_ALREADY_REPORTED');
export const slowMode = () => new AppError(429, 'CHAT_SLOW_MODE', CHAT_MESSAGES.slowMode);
export const rateLimited = () => new AppError(429, 'RATE_LIMITED', CHAT_MESSAGES.rateLimited);

/** The refusal of a room the viewer may not read. */
export function readRefusal(denial: ChatReadDenial): AppError {
  switch (denial) {
    case 'NOT_FOUND':
      return roomNotFound();
    case 'NOT_MEMBER':
      return notMember();
    case 'SELF':
      return forbidden(CHAT_MESSAGES.selfMessage, 'CHAT_DM_NOT_ALLOWED');
    case 'BLOCKED':
      return forbidden(CHAT_MESSAGES.blocked, 'CHAT_DM_NOT_ALLOWED');
    case 'NOT_FRIENDS':
      return forbidden(CHAT_MESSAGES.notFriends, 'CHAT_DM_NOT_ALLOWED');
    case 'NOT_SIGNED_IN':
      // The access plugin's own refusal, so a visitor hears the same 401 from every chat room but the live chat.
      return unauthorized();
  }
}

/** The refusal of a post by someone who may read the room. */
export function postRefusal(reason: ChatReadOnlyReason): AppError {
  switch (reason) {
    case 'NOT_VERIFIED':
      return forbidden('Please verify your account to send messages.', 'ACCOUNT_NOT_VERIFIED');
    case 'NOT_A_PARTICIPANT':
      return forbidden(CHAT_MESSAGES.notParticipant, 'CHAT_READ_ONLY');
    case 'NOT_LIVE':
      return forbidden(CHAT_MESSAGES.notLive, 'CHAT_READ_ONLY');
    case 'MUTED':
      return forbidden(CHAT_MESSAGES.muted, 'CHAT_MUTED');
    case 'NOT_FRIENDS':
      return forbidden(CHAT_MESSAGES.notFriends, 'CHAT_DM_NOT_ALLOWED');
    case 'BLOCKED':
      return forbidden(CHAT_MESSAGES.blocked, 'CHAT_DM_NOT_ALLOWED');
    case 'NOT_SIGNED_IN':
      return unauthorized();
  }
}

import { SOCIAL_MESSAGES } from '@clutch/contract/social';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';

/** The social module's refusals, shared by its services and the access module's resource roles. */
export const friendshipNotFound = () => notFound(SOCIAL_MESSAGES.friendshipNotFound, 'FRIENDSHIP_NOT_FOUND');
export const notAddressee = () => forbidden(SOCIAL_MESSAGES.notAddressee, 'NOT_ADDRESSEE');
export const notFriendshipParty = () => forbidden(SOCIAL_MESSAGES.notFriendshipParty, 'NOT_FRIENDSHIP_PARTY');
export const notPending = () => conflict(SOCIAL_MESSAGES.notPending, 'FRIENDSHIP_NOT_PENDING');
export const friendRequestSelf = () => badRequest(SOCIAL_MESSAGES.friendRequestSelf, 'FRIEND_REQUEST_SELF');
export const friendRequestExists = () => conflict(SOCIAL_MESSAGES.friendRequestExists, 'FRIEND_REQUEST_EXISTS');
export const alreadyFriends = () => conflict(SOCIAL_MESSAGES.alreadyFriends, 'ALREADY_FRIENDS');
export const followNotFound = () => notFound(SOCIAL_MESSAGES.followNotFound, 'FOLLOW_NOT_FOUND');
export const notFollower = () => forbidden(SOCIAL_MESSAGES.notFollower, 'NOT_FOLLOWER');
export const followSelf = () => badRequest(SOCIAL_MESSAGES.followSelf, 'FOLLOW_SELF');
export const blockSelf = () => badRequest(SOCIAL_MESSAGES.blockSelf, 'BLOCK_SELF');
export const userBlocked = () => forbidden(SOCIAL_MESSAGES.blocked, 'USER_BLOCKED');
export const userNotFound = () => notFound('User not found.', 'USER_NOT_FOUND');

/** The other player of a social action: who to call about, and how the toasts name them. */
export interface SocialTarget {
  userId: string;
  nickname: string;
}

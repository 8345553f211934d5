/** Rows that changed, by id; `games`: the catalogue was synchronised. */
export interface SearchChange {
  tournaments?: string[];
  teams?: string[];
  users?: string[];
  /** Teams these users captain (a renamed player's solo teams carry the nickname). */
  captains?: string[];
  games?: boolean;
}

import type { Tournament, TournamentPage } from '@clutch/contract/tournaments';
import type { ViewerPart } from '../../platform/read-cache/serve-cached.ts';

type Followed = (viewerId: string) => Promise<ReadonlySet<string>>;
type Item = { id: string; following: boolean };

/**
 * The one per-viewer field of a tournament read, `following`, laid over the shared cached body: the fill notes
 * the tournaments' ids, and a viewer who follows none of them gets the shared bytes as they are.
 */
export function followingOverlay(followedIds: Followed) {
  function part<T>(viewerId: string | null, note: (value: T) => string[], items: (json: unknown) => Item[]): ViewerPart<T, string[]> {
    return {
      note,
      async touch(ids) {
        if (viewerId === null) return null;
        const followed = await followedIds(viewerId);
        if (!ids.some((id) => followed.has(id))) return null;
        return {
          apply: (json: unknown) => {
            for (const item of items(json)) if (followed.has(item.id)) item.following = true;
          },
          basis: followed,
        };
      },
    };
  }
  return {
    one: (viewerId: string | null) => part<Tournament>(viewerId, (t) => [t.id], (json) => [json as Item]),
    list: (viewerId: string | null) => part<Tournament[]>(viewerId, (ts) => ts.map((t) => t.id), (json) => json as Item[]),
    page: (viewerId: string | null) => part<TournamentPage>(viewerId, (p) => p.items.map((t) => t.id), (json) => (json as { items: Item[] }).items),
  };
}

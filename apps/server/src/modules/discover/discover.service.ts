import type { DiscoverCounts } from '@clutch/contract/users';
import type { AppContext } from '../../context.ts';
import { publicOnly, visibleTo } from '../tournaments/tournaments.service.ts';
import { discoverCountsOf } from './discover.repository.ts';

export function createDiscoverService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** The live numbers on the Discover cards, for one viewer (their friends and the requests waiting for them). */
    counts: (viewerId: string): Promise<DiscoverCounts> =>
      discoverCountsOf(ctx.db, viewerId, { publicOnly: publicOnly(), visibleTo: visibleTo(viewerId) }),
  };
}

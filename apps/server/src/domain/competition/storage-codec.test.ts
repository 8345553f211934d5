import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { describe, expect, it } from 'vitest';
import { createFirstStage } from './structure.ts';
import { decodeTables, encodeTables } from './storage-codec.ts';
import { entrantIds, settingsFor } from './test-support.ts';

describe('storage codec', () => {
  it.each([
    ['single elimination with byes and third place', settingsFor({ thirdPlaceMatch: true }), 11],
    ['double elimination with reset', settingsFor({ bracketType: 'DOUBLE_ELIMINATION' }), 13],
    ['double round robin', settingsFor({ format: 'LEAGUE_TABLE', leagueRounds: 2 }), 5],
    ['groups', settingsFor({ format: 'league_and_knockout' }), 9],
  ])('round-trips brackets-manager’s export exactly, results and forfeits included (%s)', async (_label, settings, count) => {
    const seeds = entrantIds(count);
    const manager = new BracketsManager(new InMemoryDatabase());
    await createFirstStage(manager, settings, seeds);
    const ready = (await manager.export()).match.filter((m) => m.status === 2);
    await manager.update.match({ id: ready[0]!.id, opponent1: { score: 3, result: 'win' }, opponent2: { score: 1, result: 'loss' } });
    if (ready[1]) await manager.update.match({ id: ready[1].id, opponent2: { forfeit: true } });

    const exported = await manager.export();
    const encoded = JSON.parse(JSON.stringify(encodeTables(exported)));
    expect(decodeTables(encoded, seeds)).toEqual(exported);
  });

  it('stores a 64-entrant double elimination in under a quarter of brackets-manager’s own JSON', async () => {
    const manager = new BracketsManager(new InMemoryDatabase());
    await createFirstStage(manager, settingsFor({ bracketType: 'DOUBLE_ELIMINATION' }), entrantIds(64));
    const exported = await manager.export();
    const compact = JSON.stringify(encodeTables(exported)).length;
    expect(compact).toBeLessThan(JSON.stringify(exported).length / 4);
  });
});

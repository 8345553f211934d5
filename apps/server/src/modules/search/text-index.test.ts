import { describe, expect, it } from 'vitest';
import { TextIndex, topK } from './text-index.ts';
import { foldText } from './trigram.ts';

interface E {
  id: string;
  name: string;
}
const make = (...names: string[]) => {
  const index = new TextIndex<E>((e) => foldText(e.name));
  names.forEach((name, i) => index.upsert(`id${i}`, { id: `id${i}`, name }));
  return index;
};
const found = (index: TextIndex<E>, term: string) =>
  index
    .matches(term)
    .sort((a, b) => b.score - a.score || a.entry.name.length - b.entry.name.length)
    .map((m) => m.entry.name);

describe('TextIndex', () => {
  it('finds prefixes, word prefixes, substrings and typos, accent- and case-blind', () => {
    const index = make('Arena', 'Arena Pulse', 'Grand Arena Pulse', 'Megarena', 'Ãrena Pulse Series', 'Valorant Masters', 'Rocket Cup');
    expect(found(index, 'arena')).toEqual(['Arena', 'Arena Pulse', 'Ãrena Pulse Series', 'Grand Arena Pulse', 'Megarena']);
    expect(found(index, 'valorent')).toEqual(['Valorant Masters']);
    expect(found(index, 'ar')).toEqual(['Arena', 'Arena Pulse', 'Ãrena Pulse Series', 'Grand Arena Pulse', 'Megarena']);
    expect(found(index, 'cket c')).toEqual(['Rocket Cup']);
    expect(found(index, 'zzzz')).toEqual([]);
  });

  it('forgets a removed entry and finds a renamed one by its new name only', () => {
    const index = make('Alpha Squad', 'Bravo Squad');
    index.remove('id0');
    expect(found(index, 'squad')).toEqual(['Bravo Squad']);
    index.upsert('id1', { id: 'id1', name: 'Charlie Team' });
    expect(found(index, 'squad')).toEqual([]);
    expect(found(index, 'charlie')).toEqual(['Charlie Team']);
    expect(index.size).toBe(1);
    expect(index.get('id1')?.name).toBe('Charlie Team');
  });

  it('stays right through compaction after many renames', () => {
    const index = make('seed');
    for (let i = 0; i < 3000; i++) index.upsert('moving', { id: 'moving', name: `player${i}` });
    expect(found(index, 'player2999')).toEqual(['player2999']);
    expect(found(index, 'player')).toEqual(['player2999']);
    expect(found(index, 'seed')).toEqual(['seed']);
    expect(index.size).toBe(2);
  });
});

describe('topK', () => {
  it('keeps the best k in order', () => {
    expect(topK([5, 1, 4, 2, 3, 0], 3, (a, b) => a - b)).toEqual([0, 1, 2]);
    expect(topK([2, 1], 5, (a, b) => a - b)).toEqual([1, 2]);
    expect(topK([1], 0, (a, b) => a - b)).toEqual([]);
  });
});

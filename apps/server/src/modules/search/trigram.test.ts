import { describe, expect, it } from 'vitest';
import { charLength, foldTerm, foldText, similarity, textScore, trigramsInOrder, wordSimilarity } from './trigram.ts';

// Expected values are PostgreSQL 15's pg_trgm answers for the same inputs (select word_similarity(a, b), similarity(a, b)).
describe('trigram', () => {
  it('folds case and accents like clutch_fold, and the term like normalizeTerm', () => {
    expect(foldText('Ãrena São Paulo ØRSTED Straße')).toBe('arena sao paulo orsted strasse');
    expect(foldTerm('  Champions   Road ')).toBe('champions road');
  });

  it('pads every word as pg_trgm does', () => {
    expect(trigramsInOrder('ab c-d')).toEqual(['  a', ' ab', 'ab ', '  c', ' c ', '  d', ' d ']);
  });

  it('computes similarity and word_similarity as pg_trgm does', () => {
    expect(wordSimilarity('valorent', 'valorant')).toBeCloseTo(0.5555556, 6);
    expect(similarity('valorent', 'valorant')).toBeCloseTo(0.5, 6);
    expect(wordSimilarity('word', 'two words')).toBeCloseTo(0.8, 6);
    expect(similarity('word', 'two words')).toBeCloseTo(0.36363637, 6);
    expect(wordSimilarity('ace rapt', 'ace_raptor')).toBeCloseTo(0.8888889, 6);
    expect(wordSimilarity('!!', 'anything')).toBe(0);
  });

  it('scores exact > prefix > word prefix > substring > similar > none', () => {
    expect(textScore('arena', 'arena')).toBe(4);
    expect(textScore('arena pulse', 'arena')).toBe(3);
    expect(textScore('grand arena', 'arena')).toBe(2.5);
    expect(textScore('megarena', 'arena')).toBe(2);
    const similar = textScore('valorant', 'valorent');
    expect(similar).toBeGreaterThan(0.4);
    expect(similar).toBeLessThan(1);
    expect(textScore('counter strike', 'valorent')).toBe(0);
  });

  it('counts characters as PostgreSQL length() does', () => {
    expect(charLength('São 🎮')).toBe(5);
  });
});

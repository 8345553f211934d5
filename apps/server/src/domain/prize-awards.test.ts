import { describe, expect, it } from 'vitest';
import { planPrizeAwards } from './prize-awards.ts';

const knockoutOfFour = [
  { entrantId: 'champ', placement: 1 },
  { entrantId: 'runner', placement: 2 },
  { entrantId: 'semiA', placement: 3 },
  { entrantId: 'semiB', placement: 3 },
];

describe('planPrizeAwards', () => {
  it('gives each place held alone its own prize', () => {
    const plan = planPrizeAwards([{ position: 1, amountCents: 10_000 }, { position: 2, amountCents: 5_000 }], knockoutOfFour);
    expect(plan).toEqual([
      { position: 1, amountCents: 10_000, holder: 'champ', shared: false, added: false },
      { position: 2, amountCents: 5_000, holder: 'runner', shared: false, added: false },
    ]);
  });

  it('pools the prizes of a shared place and splits them equally, the odd cent to the better seed', () => {
    const plan = planPrizeAwards([{ position: 3, amountCents: 3_001 }, { position: 4, amountCents: 1_000 }], knockoutOfFour);
    expect(plan).toEqual([
      { position: 3, amountCents: 2_001, holder: 'semiA', shared: true, added: false },
      { position: 4, amountCents: 2_000, holder: 'semiB', shared: true, added: false },
    ]);
  });

  it('adds a share for a spanned position that had no prize of its own', () => {
    const plan = planPrizeAwards([{ position: 3, amountCents: 3_000 }], knockoutOfFour);
    expect(plan.map((p) => [p.position, p.amountCents, p.holder, p.added])).toEqual([
      [3, 1_500, 'semiA', false],
      [4, 1_500, 'semiB', true],
    ]);
  });

  it('keeps a TBD prize TBD for every sharer, and adds nothing when there is nothing to split', () => {
    expect(planPrizeAwards([{ position: 3, amountCents: null }], knockoutOfFour).map((p) => [p.position, p.amountCents, p.holder])).toEqual([
      [3, null, 'semiA'],
      [4, null, 'semiB'],
    ]);
    expect(planPrizeAwards([{ position: 3, amountCents: 0 }], knockoutOfFour).map((p) => [p.position, p.amountCents, p.holder])).toEqual([[3, 0, 'semiA']]);
  });

  it('leaves a prize for a place nobody reached without a holder', () => {
    expect(planPrizeAwards([{ position: 9, amountCents: 500 }], knockoutOfFour)).toEqual([{ position: 9, amountCents: 500, holder: null, shared: false, added: false }]);
  });
});

import { FIRST_TAP_BUDGET_MS, summariseTaps, type TapRun } from './bench-first-tap.ts';

const answered = (feedbackMs: number, finalMs: number): TapRun => ({ feedbackMs, finalMs, lost: false, doubled: false });

describe('first-tap summary', () => {
  it('gives the median and worst of the runs, and passes when every feedback is within the budget', () => {
    // Prepare
    const runs = [answered(40, 300), answered(90, 250), answered(60.4, 900)];

    // Act
    const summary = summariseTaps(runs);

    // Assess
    expect(FIRST_TAP_BUDGET_MS).toBe(100);
    expect(summary).toEqual({
      runs: 3,
      lost: 0,
      doubled: 0,
      feedbackMedianMs: 60,
      feedbackWorstMs: 90,
      finalMedianMs: 300,
      finalWorstMs: 900,
      withinBudget: true,
    });
  });

  it('takes the middle two of an even count, and fails when the worst feedback is over the budget', () => {
    // Act
    const summary = summariseTaps([answered(20, 100), answered(101, 200), answered(50, 150), answered(70, 400)]);

    // Assess
    expect(summary).toMatchObject({ feedbackMedianMs: 60, feedbackWorstMs: 101, finalMedianMs: 175, finalWorstMs: 400, withinBudget: false });
  });

  it('counts lost and doubled taps, keeps lost runs out of the final figures, and fails on either', () => {
    // Prepare
    const lostAfterFeedback: TapRun = { feedbackMs: 30, finalMs: 5000, lost: true, doubled: false };
    const neverSeen: TapRun = { feedbackMs: null, finalMs: null, lost: true, doubled: false };
    const doubled: TapRun = { feedbackMs: 20, finalMs: 80, lost: false, doubled: true };

    // Act
    const withLost = summariseTaps([answered(10, 50), lostAfterFeedback, neverSeen]);
    const withDoubled = summariseTaps([answered(10, 50), doubled]);

    // Assess
    expect(withLost).toEqual({
      runs: 3,
      lost: 2,
      doubled: 0,
      feedbackMedianMs: 20,
      feedbackWorstMs: 30,
      finalMedianMs: 50,
      finalWorstMs: 50,
      withinBudget: false,
    });
    expect(withDoubled).toMatchObject({ lost: 0, doubled: 1, feedbackWorstMs: 20, withinBudget: false });
  });

  it('has no figures when every tap was lost', () => {
    // Act
    const summary = summariseTaps([{ feedbackMs: null, finalMs: null, lost: true, doubled: false }]);

    // Assess
    expect(summary).toEqual({
      runs: 1,
      lost: 1,
      doubled: 0,
      feedbackMedianMs: null,
      feedbackWorstMs: null,
      finalMedianMs: null,
      finalWorstMs: null,
      withinBudget: false,
    });
  });
});

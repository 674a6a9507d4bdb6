import { PERFORMANCE_TOASTS, PERFORMANCE_MESSAGES, VITAL_TARGETS, VITALS_RULES, vitalStatus } from './performance-rules.ts';

describe('Performance rules', () => {
  it.each([
    ['LCP', 2500, 'good'], ['LCP', 2501, 'warning'], ['LCP', 4000, 'warning'], ['LCP', 4001, 'critical'],
    ['FCP', 1800, 'good'], ['FCP', 1801, 'warning'], ['FCP', 3000, 'warning'], ['FCP', 3001, 'critical'],
    ['CLS', 0.1, 'good'], ['CLS', 0.11, 'warning'], ['CLS', 0.25, 'warning'], ['CLS', 0.26, 'critical'],
    ['TTFB', 800, 'good'], ['TTFB', 801, 'warning'], ['TTFB', 1800, 'warning'], ['TTFB', 1801, 'critical'],
    // INP: web.dev's thresholds (the spec predates INP).
    ['INP', 200, 'good'], ['INP', 201, 'warning'], ['INP', 500, 'warning'], ['INP', 501, 'critical'],
  ] as const)('grades %s %s as %s (spec section 9: good/poor thresholds)', (metric, value, status) => {
    expect(vitalStatus(metric, value)).toBe(status);
  });

  it("shows the spec's targets: FCP 1.8 s, LCP 2.5 s, CLS 0.1; INP 200 ms", () => {
    expect(VITAL_TARGETS).toMatchObject({ FCP: 1800, LCP: 2500, CLS: 0.1, INP: 200 });
    expect(VITAL_TARGETS.TTFB).toBe(800); // ours: TTFB's good threshold
  });

  it("carries the spec's failure messages (section 8)", () => {
    expect(PERFORMANCE_TOASTS.failed).toMatchObject({ title: 'Implementation Failed', description: 'Failed to apply optimization. Please try again.' });
    expect(PERFORMANCE_MESSAGES.nonOk).toBe('Failed to implement optimization');
  });

  it('keeps our own sampling, window, minimum and retention (not in the spec), pinned', () => {
    expect(VITALS_RULES).toMatchObject({ sampleRate: 0.5, windowDays: 7, minVisits: 20, retentionDays: 30, maxBodyBytes: 1024, phoneMaxWidthPx: 768 });
  });
});

import { aedToGbp } from '#shared/uk/cost-of-living.ts';
import { pounds, price } from './cost-format.ts';

describe('cost widget prices', () => {
  test('whole pounds show no pence, and other amounts show both pence digits', () => {
    expect(pounds(2_300)).toBe('£2,300');
    expect(pounds(3.8)).toBe('£3.80');
    expect(pounds(aedToGbp(20))).toBe('£4.20');
    expect(pounds(0)).toBe('£0');
  });

  test('monthly and yearly prices carry their unit; one-off prices do not', () => {
    expect(price(2_300, '£/month')).toBe('£2,300/month');
    expect(price(24_000, '£/year')).toBe('£24,000/year');
    expect(price(16, '£')).toBe('£16');
  });

  test('a saving that is a loss still formats (the widget shows its absolute value)', () => {
    expect(pounds(-125.5)).toBe('-£125.50');
  });
});

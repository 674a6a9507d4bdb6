import type { AnalyticsFullReport, PageTotals } from '#shared/admin/analytics-contract.ts';
import { clickRows, clicksByPage, consentShare, funnelRows, leadsPerDay, pageRates, ratePercent } from './analytics-figures.ts';

const page = (path: string, views: number, extra: Partial<PageTotals> = {}): PageTotals => ({
  page: path,
  views,
  viewsByDevice: { phone: views, desktop: 0 },
  clicks: {},
  conversions: {},
  ...extra,
});

describe("the Analytics view's figures", () => {
  it('sums every kind of conversion of a page, and gives the rate with one decimal', () => {
    const rows = pageRates({
      pages: [
        page('/uk-4', 10),
        page('/uk-dubai-3', 40, { conversions: { 'uk-form': 1, 'lead-form': 1, newsletter: 1 } }),
      ],
    });

    expect(rows).toEqual([
      { page: '/uk-dubai-3', views: 40, conversions: 3, ratePercent: 7.5 },
      { page: '/uk-4', views: 10, conversions: 0, ratePercent: 0 },
    ]);
  });

  it('has no rate for a page with conversions but no consented views (never a division by zero)', () => {
    expect(ratePercent(2, 0)).toBeNull();
    expect(pageRates({ pages: [page('/uk', 0, { conversions: { 'lead-form': 2 } })] })).toEqual([
      { page: '/uk', views: 0, conversions: 2, ratePercent: null },
    ]);
  });

  it('lists clicks per page and button with the button named, and one chart row per page', () => {
    const rows = clickRows({
      pages: [
        page('/uk-dubai-3', 4, { clicks: { 'whatsapp-hero': 3, 'phone-footer': 1 } }),
      ],
    });

    expect(rows).toEqual([
      { page: '/uk-dubai-3', button: 'whatsapp-hero', buttonLabel: 'WhatsApp: hero', clicks: 3 },
      { page: '/uk-dubai-3', button: 'phone-footer', buttonLabel: 'Phone: footer', clicks: 1 },
    ]);
    expect(clicksByPage(rows)).toEqual({ buttons: ['phone-footer', 'whatsapp-hero'], data: [{ page: '/uk-dubai-3', 'phone-footer': 1, 'whatsapp-hero': 3 }] });
  });

  it('gives the share of banner decisions that allowed analytics, none without a decision', () => {
    expect(consentShare({ consent: { granted: 3, refused: 1 } })).toEqual({ granted: 3, refused: 1, sharePercent: 75 });
    expect(consentShare({ consent: { granted: 0, refused: 0 } })).toEqual({ granted: 0, refused: 0, sharePercent: null });
  });

  it('fills every day of the range for leads per day, a day without leads as zeros', () => {
    const report = { from: '2026-11-20', to: '2026-11-22', leadsByDay: [{ day: '2026-11-21', new: 2, contacted: 1, qualified: 0, closed: 1 }] } as Pick<
      AnalyticsFullReport,
      'from' | 'to' | 'leadsByDay'
    >;

    expect(leadsPerDay(report)).toEqual([
      { day: '2026-11-20', new: 0, contacted: 0, qualified: 0, closed: 0, total: 0 },
      { day: '2026-11-21', new: 2, contacted: 1, qualified: 0, closed: 1, total: 4 },
      { day: '2026-11-22', new: 0, contacted: 0, qualified: 0, closed: 0, total: 0 },
    ]);
  });

  it("lists the funnel's stages in order", () => {
    expect(funnelRows({ views: 100, conversions: 6, leads: 8, contacted: 5, qualified: 2, closed: 1 }).map((row) => row.count)).toEqual([100, 6, 8, 5, 2, 1]);
  });
});

import {
  FUNNEL_VERSION,
  HERO_CLAIMS,
  INSTALL_BANNER_DELAY_MS,
  LEAD_SUCCESS_WHATSAPP_DELAY_MS,
  PWA_INSTALL_DISMISSED_KEY,
  SERVICE_WORKER_MESSAGES,
  SERVICE_WORKER_URL,
  TAG_LOAD_DELAY_MS,
  TOAST,
  TOOLTIP,
} from './timings.ts';

describe('main site timings and limits', () => {
  it('opens WhatsApp 2 s after a lead, loads tags after 5 s, offers install after 45 s', () => {
    expect([LEAD_SUCCESS_WHATSAPP_DELAY_MS, TAG_LOAD_DELAY_MS, INSTALL_BANNER_DELAY_MS]).toEqual([2000, 5000, 45000]);
  });

  it('opens tooltips after 700 ms with a 300 ms skip window', () => {
    expect(TOOLTIP).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
  });

  it('shows one toast at a time for 5 s and removes a dismissed one after 1,000,000 ms', () => {
    expect(TOAST).toMatchObject({ limit: 1, defaultDurationMs: 5000, removeDelayMs: 1000000 });
    expect(TOAST).toMatchObject({ swipeDirection: 'right', swipeThreshold: 50, hotkey: ['F8'], viewportMaxWidthPx: 420 });
  });

  it('remembers a dismissed install banner under pwa-install-dismissed', () => {
    expect(PWA_INSTALL_DISMISSED_KEY).toBe('pwa-install-dismissed');
  });

  it('registers /sw.js and speaks UPDATE_AVAILABLE / SKIP_WAITING / CACHE_URLS with it', () => {
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(SERVICE_WORKER_MESSAGES).toEqual({ updateAvailable: 'UPDATE_AVAILABLE', skipWaiting: 'SKIP_WAITING', cacheUrls: 'CACHE_URLS' });
  });

  it('labels the funnel uk_funnel_v2 and carries the hero claims', () => {
    expect(FUNNEL_VERSION).toBe('uk_funnel_v2');
    expect(HERO_CLAIMS).toMatchObject({ slotsRemaining: 47, setupHours: 24, ukTaxRatePercent: 45, dubaiTaxRatePercent: 0 });
    expect(HERO_CLAIMS.savingsText).toBe(HERO_CLAIMS.savings.toLocaleString('en-US'));
    expect(HERO_CLAIMS.savingsText).toBe('233,340');
  });
});

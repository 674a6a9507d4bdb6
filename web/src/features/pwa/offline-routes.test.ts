import { isKeptFile, pageCacheKey } from './offline-routes.ts';
import { loadedFiles } from './service-worker-client.ts';

describe('what the service worker keeps as the visitor goes', () => {
  it('keeps a page under its address without query or fragment, so a page opened from an advert opens offline', () => {
    expect(pageCacheKey('https://www.dubai-setup.example/uk?gclid=abc#packages')).toBe('https://www.dubai-setup.example/uk');
    expect(pageCacheKey('https://www.dubai-setup.example/')).toBe('https://www.dubai-setup.example/');
  });

  it('keeps built files, icons and images, never an API answer or the worker itself', () => {
    expect(isKeptFile('/assets/islands-Pi1Vlt70.js')).toBe(true);
    expect(isKeptFile('/icons/icon-192.png')).toBe(true);
    expect(isKeptFile('/api/content/hero_title')).toBe(false);
    expect(isKeptFile('/api/leads.json')).toBe(false);
    expect(isKeptFile('/sw.js')).toBe(false);
    expect(isKeptFile('/uk')).toBe(false);
  });

  it("hands the worker the files a first page loaded from its own site, once each, without API calls or other sites' files", () => {
    // Act
    const files = loadedFiles(
      [
        { name: 'https://www.dubai-setup.example/assets/islands-Pi1Vlt70.js', initiatorType: 'script' },
        { name: 'https://www.dubai-setup.example/assets/system-sBfpOpWi9g.css?v=1', initiatorType: 'link' },
        { name: 'https://www.dubai-setup.example/assets/system-sBfpOpWi9g.css', initiatorType: 'link' },
        { name: 'https://www.dubai-setup.example/api/geo', initiatorType: 'fetch' },
        { name: 'https://www.dubai-setup.example/assets/tags.json', initiatorType: 'fetch' },
        { name: 'https://www.googletagmanager.com/gtag/js', initiatorType: 'script' },
      ],
      'https://www.dubai-setup.example',
    );

    // Assess
    expect(files).toEqual([
      'https://www.dubai-setup.example/assets/islands-Pi1Vlt70.js',
      'https://www.dubai-setup.example/assets/system-sBfpOpWi9g.css',
    ]);
  });
});

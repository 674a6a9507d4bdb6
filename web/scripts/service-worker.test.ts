import { sharedShellAssets } from './service-worker.ts';

const page = (...assets: string[]) =>
  `<!doctype html><html><head>${assets.map((asset) => `<link rel="preload" href="/${asset}">`).join('')}</head><body></body></html>`;

describe("the service worker's precached shell", () => {
  test('holds the stylesheets and fonts every public page names, and nothing only some pages name', () => {
    // Act
    const shell = sharedShellAssets([
      page('assets/system-a1.css', 'assets/inter-400-b2.woff2', 'assets/calculator-c3.css'),
      page('assets/system-a1.css', 'assets/inter-400-b2.woff2'),
      page('assets/inter-400-b2.woff2', 'assets/system-a1.css', 'assets/uk-hub-d4.css'),
    ]);

    // Assess
    expect(shell).toEqual(['assets/inter-400-b2.woff2', 'assets/system-a1.css']);
  });

  test('never holds a script, even one every page loads: scripts are kept as their pages are visited', () => {
    // Act
    const shell = sharedShellAssets([page('assets/islands-e5.js', 'assets/system-a1.css'), page('assets/islands-e5.js', 'assets/system-a1.css')]);

    // Assess
    expect(shell).toEqual(['assets/system-a1.css']);
  });

  test('is empty when there is no page', () => {
    expect(sharedShellAssets([])).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '#functions/routes.ts';
import { BUNDLE_FILE } from '../scripts/lambda-bundling.ts';
import { bundleDir } from '../scripts/build-functions.ts';

const taxReport = ROUTES.find((route) => route.path === '/api/tax-report')!;

describe('the tax report function ships its fonts as files of its asset', () => {
  it('has the four Noto fonts beside its bundle, the Chinese one whole', () => {
    // Assess: what the build left in the folder CDK uploads as the function's code.
    const fonts = join(bundleDir(taxReport), 'fonts');
    expect(readdirSync(fonts).sort()).toEqual([
      'NotoSans-Bold.ttf',
      'NotoSans-Regular.ttf',
      'NotoSansArabic-Regular.ttf',
      'NotoSansSC-Regular.ttf',
    ]);
    expect(statSync(join(fonts, 'NotoSansSC-Regular.ttf')).size).toBeGreaterThan(10_000_000);
  });

  it('keeps the fonts out of the JavaScript bundle, which stays under 3 MB', () => {
    const bundle = join(bundleDir(taxReport), BUNDLE_FILE);
    expect(statSync(bundle).size).toBeLessThan(3_000_000);
    // A font inlined by the bundler would carry the font's own name table text.
    expect(readFileSync(bundle, 'latin1')).not.toContain('Noto Sans SC');
  });

  it('copies no fonts into other functions', () => {
    const others = ROUTES.filter((route) => route !== taxReport);
    expect(others.filter((route) => readdirSync(bundleDir(route)).includes('fonts'))).toEqual([]);
  });
});

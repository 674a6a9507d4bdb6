import { readFileSync } from 'node:fs';
import { brandMarkSvg } from './brand-mark.ts';

describe('the brand mark', () => {
  it('is the very mark the favicon shows, so the tax report logo and the browser tab match', () => {
    const favicon = readFileSync(new URL('../web/public/favicon.svg', import.meta.url), 'utf8').trim();

    expect(brandMarkSvg()).toBe(favicon);
  });

  it('is a navy square with a gold letter', () => {
    expect(brandMarkSvg()).toContain('fill="#12213f"');
    expect(brandMarkSvg()).toContain('fill="#dcaa3a"');
  });
});

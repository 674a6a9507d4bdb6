import { criticalGlobalCss } from './critical-css.ts';

const GLOBAL_CSS =
  '@layer reset,base,tokens,recipes;' +
  '@layer reset{*{margin:0px;border-color:var(--global-color-border, currentColor);}}' +
  '@layer tokens{:where(html){--chakra-colors-navy-900:#12213f;--chakra-colors-pink-500:#ec4899;--chakra-spacing-4:1rem;}' +
  ':root{--chakra-colors-fg:var(--chakra-colors-navy-900);--chakra-colors-fg-error:var(--chakra-colors-red-500);}' +
  '.dark{--chakra-colors-fg-error:var(--chakra-colors-red-400);}}' +
  '@keyframes spin{to{transform:rotate(1turn);}}@-webkit-keyframes spin{to{transform:rotate(1turn);}}' +
  '@keyframes fade-in{from{opacity:0;}to{opacity:1;}}';

describe('the critical global CSS of a static page', () => {
  test('keeps the variables the page uses and those they refer to, and drops every other one', async () => {
    const css = await criticalGlobalCss(GLOBAL_CSS, '.css-1{color:var(--chakra-colors-fg);}');

    expect(css).toContain('--chakra-colors-fg:var(--chakra-colors-navy-900)');
    expect(css).toContain('--chakra-colors-navy-900:#12213f');
    expect(css).not.toContain('--chakra-colors-pink-500');
    expect(css).not.toContain('--chakra-spacing-4');
    expect(css).not.toContain('--chakra-colors-fg-error');
  });

  test('drops a theme block left empty, and keeps the layer order and every rule that is not a variable', async () => {
    const css = await criticalGlobalCss(GLOBAL_CSS, '.css-1{color:var(--chakra-colors-fg);}');

    expect(css).not.toContain('.dark');
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{*{margin:0px;border-color:var(--global-color-border, currentColor);}}');
  });

  test('keeps the keyframes an animation names, with their prefixed copy, and drops the others', async () => {
    const css = await criticalGlobalCss(GLOBAL_CSS, '.css-2{animation:spin 1s linear infinite;}');

    expect(css).toContain('@keyframes spin{');
    expect(css).toContain('@-webkit-keyframes spin{');
    expect(css).not.toContain('fade-in');
  });

  test('keeps the variables and keyframes the HTML itself names in its style and SVG attributes', async () => {
    const html = '<svg fill="var(--chakra-colors-pink-500)"></svg><div style="animation:fade-in 1s"></div>';

    const css = await criticalGlobalCss(GLOBAL_CSS, '', html);

    expect(css).toContain('--chakra-colors-pink-500:#ec4899');
    expect(css).toContain('@keyframes fade-in{');
  });

  test('keeps a variable a kept global rule refers to, even when no class rule does', async () => {
    const global = '@layer base{body{color:var(--chakra-colors-fg);}:root{--chakra-colors-fg:#111;--chakra-colors-bg:#fff;}}';

    const css = await criticalGlobalCss(global, '');

    expect(css).toContain('--chakra-colors-fg:#111');
    expect(css).not.toContain('--chakra-colors-bg');
  });

  test('keeps a variable whose name has an escaped dot (a button\'s 3.5 spacing), so the button keeps its padding', async () => {
    const global = '@layer tokens{:where(html){--chakra-spacing-3:0.75rem;--chakra-spacing-3\\.5:0.875rem;}}';

    const css = await criticalGlobalCss(global, '.css-3{padding-inline:var(--chakra-spacing-3\\.5);}');

    expect(css).toContain('--chakra-spacing-3\\.5:0.875rem');
    expect(css).not.toContain('--chakra-spacing-3:0.75rem');
  });

  test('drops the global rules no element of the page matches, and keeps those of states the page may enter', async () => {
    const global =
      '@layer recipes{.chakra-button{padding:1rem;}.chakra-dialog{position:fixed;}.chakra-link:hover{color:red;}' +
      ':where(.chakra-theme){color-scheme:light;}}';
    const page = '<!doctype html><html><head></head><body><a class="chakra-link">Home</a><button class="chakra-button">Go</button></body></html>';

    const css = await criticalGlobalCss(global, '', page);

    expect(css).toContain('.chakra-button{padding:1rem;}');
    expect(css).toContain('.chakra-link:hover{color:red;}');
    expect(css).toContain(':where(.chakra-theme){color-scheme:light;}');
    expect(css).not.toContain('.chakra-dialog');
  });
});

import { Button } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createAppSystem } from '../theme.ts';
import { IslandRoot, IslandStyles } from './island-providers.tsx';

function Island() {
  return (
    <Button colorPalette="gold" px="7">
      Book a call
    </Button>
  );
}

const inIsland = (island: React.ReactNode) => (
  <IslandRoot system={createAppSystem()} location="/uk">
    {island}
  </IslandRoot>
);

/** The CSS of every <style> element of `html`, by its data-emotion attribute. */
function styleElements(html: string): Array<{ emotion: string; css: string }> {
  return Array.from(html.matchAll(/<style data-emotion="([^"]*)"[^>]*>(.*?)<\/style>/g), ([, emotion, css]) => ({ emotion, css }));
}

const classNames = (html: string) => Array.from(html.matchAll(/class="([^"]*)"/g), ([, names]) => names);

describe('IslandStyles around an island', () => {
  // Rendered once: the page's one island cache inserts each class rule once, as in the browser.
  const html = renderToString(<IslandStyles>{inIsland(<Island />)}</IslandStyles>);

  it('inserts none of the design system’s global styles: no reset, token variables, keyframes or layer order', () => {
    const globalCss = styleElements(html)
      .filter(({ emotion }) => emotion.startsWith('css-global'))
      .map(({ css }) => css)
      .join('');
    expect(globalCss).toBe('');
    expect(html).not.toContain(':root');
    expect(html).not.toContain('--chakra-colors-gold-50:');
    expect(html).not.toContain('@keyframes');
    expect(html).not.toContain('@layer reset, base, tokens, recipes;');
  });

  it('inserts the island’s class rules, under the class names the prerender gives the same island', () => {
    const prerenderCache = createCache({ key: 'css' });
    prerenderCache.compat = true;
    const prerendered = renderToString(<CacheProvider value={prerenderCache}>{inIsland(<Island />)}</CacheProvider>);

    const islandClasses = classNames(html);
    expect(islandClasses).toHaveLength(1);
    expect(islandClasses).toEqual(classNames(prerendered));
    const classRules = styleElements(html).filter(({ emotion }) => !emotion.startsWith('css-global'));
    for (const name of islandClasses[0].split(' ').filter((name) => name.startsWith('css-'))) {
      expect(classRules.some(({ css }) => css.includes(`.${name}`))).toBe(true);
    }
  });
});

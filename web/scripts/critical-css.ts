/**
 * The critical part of the design system's global styles for one static page (README, Performance: "Static pages
 * with islands").
 *
 * Chakra's global styles (reset, the ~550 token variables, the semantic tokens, every keyframe) are the same on every
 * page, about 50 KB, and most of them style nothing the page shows: on a phone the browser parses and matches all of
 * it before the first paint. A static page inlines only what its own HTML uses: the rules whose selectors match an
 * element of the page (Beasties), the custom properties its styles refer to (and those they refer to in turn), and the
 * keyframes its animations name. The whole set is written once as a cacheable file that the islands bootstrap attaches
 * before the first island wakes (an island may then render something the prerender did not, such as an error message
 * or an open menu).
 */
import Beasties from 'beasties';
import postcss, { type AtRule, type Declaration, type Root } from 'postcss';

/** A var() reference's custom property name, escapes included (Chakra's `--chakra-spacing-3\.5`). */
const VARIABLE_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;

const referencedVariables = (text: string) => Array.from(text.matchAll(VARIABLE_REFERENCE), (match) => match[1]!);

/** A selector Beasties cannot judge once it has stripped its pseudo-classes. */
const FUNCTIONAL_PSEUDO_CLASS = /:(?:where|is|not|has|matches)\(/;

const isKeyframes = (rule: AtRule) => /^(-\w+-)?keyframes$/.test(rule.name);

/** Rules and blocks left without content (a token block of a theme the page does not use), innermost first. */
function removeEmptyContainers(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes !== undefined && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** Every word of the page's animation declarations: the names of the keyframes they use (among other tokens). */
function animationWords(root: Root, usedCss: string, html: string): Set<string> {
  const words = new Set<string>();
  const collect = (value: string) => value.split(/[\s,()]+/).forEach((word) => word && words.add(word));
  postcss.parse(usedCss).walkDecls(/^animation(-name)?$/, (declaration) => collect(declaration.value));
  for (const match of html.matchAll(/animation(?:-name)?\s*:\s*([^;"]+)/g)) collect(match[1]!);
  root.walkDecls(/^animation(-name)?$/, (declaration) => collect(declaration.value));
  return words;
}

/**
 * The rules of `globalCss` whose selectors match an element of the page `html` (a whole document), in their order and
 * cascade layers; `:root`, `html`, `body` and the rules of states the page is not in yet (`:hover`, `:focus-visible`)
 * are kept, as are every keyframes block (Beasties only counts the animations of the stylesheet it reduces, not those
 * of the page's own class rules or style attributes: unusedTokensAndKeyframes decides those).
 */
async function rulesThePageUses(globalCss: string, html: string): Promise<string> {
  const marker = 'data-critical-global-css';
  const document = html.includes('</head>')
    ? html.replace('</head>', () => `<style ${marker}>${globalCss}</style></head>`)
    : `<!doctype html><html><head><style ${marker}>${globalCss}</style></head><body>${html}</body></html>`;
  const beasties = new Beasties({
    reduceInlineStyles: true,
    mergeStylesheets: false,
    keyframes: 'all',
    fonts: false,
    // Beasties strips pseudo-classes before matching, which turns `:where(html)` (where Chakra declares its tokens)
    // or `.x:not(:disabled)` into nothing it can match: such rules are kept whole rather than dropped.
    allowRules: [FUNCTIONAL_PSEUDO_CLASS],
    // Its compressed output drops braces and semicolons around var() values (0.5.4): the CSS is kept as written.
    compress: false,
    logLevel: 'silent',
  });
  const reduced = await beasties.process(document);
  const opening = reduced.indexOf(`<style ${marker}>`);
  if (opening === -1) return '';
  const start = opening + `<style ${marker}>`.length;
  return reduced.slice(start, reduced.indexOf('</style>', start));
}

/**
 * The global CSS `globalCss`, reduced to what a page whose own (non-global) rules are `usedCss` and whose document is
 * `html` needs: the rules no element of the page matches (rulesThePageUses), the custom property declarations nothing
 * kept refers to, and the keyframes no animation names are left out. Every other rule and declaration is kept as it
 * is, in its order and its cascade layer, so the page looks exactly as with the whole set.
 */
export async function criticalGlobalCss(globalCss: string, usedCss: string, html = ''): Promise<string> {
  return unusedTokensAndKeyframesRemoved(await rulesThePageUses(globalCss, html), usedCss, html);
}

/**
 * Beasties keeps a rule's declarations whole, and the token rules (`:root`, `:where(html)`) match every page: the
 * ~550 custom properties they declare would all stay. This pass keeps only the ones the page's styles (class rules,
 * kept global rules, style and SVG attributes) refer to, transitively, and the keyframes those styles name.
 */
function unusedTokensAndKeyframesRemoved(globalCss: string, usedCss: string, html: string): string {
  const root = postcss.parse(globalCss);
  const declarations = new Map<string, Declaration[]>();
  // Inline style and SVG attributes of the HTML may refer to tokens too.
  const otherValues: string[] = [usedCss, html];
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      const known = declarations.get(declaration.prop) ?? [];
      known.push(declaration);
      declarations.set(declaration.prop, known);
    } else {
      otherValues.push(declaration.value);
    }
  });

  // What the page's styles and the kept global rules refer to, then what those variables refer to, and so on.
  const used = new Set(otherValues.flatMap(referencedVariables));
  const pending = [...used];
  while (pending.length > 0) {
    for (const declaration of declarations.get(pending.pop()!) ?? []) {
      for (const name of referencedVariables(declaration.value)) {
        if (!used.has(name)) {
          used.add(name);
          pending.push(name);
        }
      }
    }
  }
  for (const [name, found] of declarations) if (!used.has(name)) found.forEach((declaration) => declaration.remove());

  const animations = animationWords(root, usedCss, html);
  root.walkAtRules((rule) => {
    if (isKeyframes(rule) && !animations.has(rule.params.trim())) rule.remove();
  });
  removeEmptyContainers(root);
  return root.toString();
}

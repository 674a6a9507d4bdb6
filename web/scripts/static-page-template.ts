/**
 * The Vite plugin that makes web/index.html the template of every static page (used by build.ts for the client build).
 * Nothing the first paint does not need is fetched before it (on a phone every request made before the first paint
 * shares the connection with the page and delays it), so the plugin adds, through Vite's HTML transform (tag
 * descriptors, after Vite's own transforms), at the end of the head:
 * - the metric-matched fallback faces (brand-fonts.ts), which the page paints in;
 * - the template element holding what comes after the first paint: the brand faces (written under assets/ by this
 *   plugin), which the bootstrap loads and adds all at once (hold-back.ts), and the web app manifest link, which it
 *   moves into the head; the fallback faces being stretched to the fonts' metrics, the swap moves nothing;
 * - where the islands bootstrap was written, and the page's one inline script, which requests it once the page has
 *   painted its first content or at the visitor's first interaction (shared/islands-early-script.ts); its imports
 *   follow once it has arrived (no modulepreload).
 */
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { ISLANDS_BOOTSTRAP_META, ISLANDS_EARLY_SCRIPT } from '../../shared/islands-early-script.ts';
import { AFTER_FIRST_PAINT_ATTRIBUTE, BRAND_FACES_ATTRIBUTE } from '../../shared/after-first-paint.ts';
import { brandFontAssets, fallbackFontFaces, type BrandFontAsset } from './brand-fonts.ts';

const webRoot = resolve(import.meta.dirname, '..');
/** The public pages' template (the back office's admin/index.html is left as Vite builds it). */
const PAGE_TEMPLATE = resolve(webRoot, 'index.html');
/** The islands bootstrap, an entry of the client build (vite.config.ts). */
const ISLANDS_ENTRY = resolve(webRoot, 'src/islands/bootstrap.ts');
const WEB_APP_MANIFEST = '/manifest.webmanifest';

export function staticPageTemplate(): Plugin {
  let brandFonts: BrandFontAsset[] = [];
  let fallbackFaces = '';
  return {
    name: 'static-page-template',
    apply: 'build',
    async buildStart() {
      [brandFonts, fallbackFaces] = await Promise.all([brandFontAssets(), fallbackFontFaces()]);
      for (const { fileName, source } of brandFonts) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (resolve(filename) !== PAGE_TEMPLATE) return html;
        const bootstrap = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === ISLANDS_ENTRY,
        );
        if (!bootstrap) throw new Error('The client build has no islands bootstrap (vite.config.ts input)');
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: fallbackFaces, injectTo: 'head' },
          {
            tag: 'template',
            attrs: { [AFTER_FIRST_PAINT_ATTRIBUTE]: true, [BRAND_FACES_ATTRIBUTE]: JSON.stringify(brandFonts.map(({ face }) => face)) },
            children: [{ tag: 'link', attrs: { rel: 'manifest', href: WEB_APP_MANIFEST } }],
            injectTo: 'head',
          },
          { tag: 'meta', attrs: { name: ISLANDS_BOOTSTRAP_META, content: `/${bootstrap.fileName}` }, injectTo: 'head' },
          { tag: 'script', children: ISLANDS_EARLY_SCRIPT, injectTo: 'head' },
        ];
        return { html, tags };
      },
    },
  };
}

/**
 * The content staff edit (CMS Editor's page-content items, Website Content's items) on a static page, without React.
 * The HTML carries the built-in values, as the app's prerender does; every element staff may change is marked with
 * its id (data-cms-id) and, where a content item is its better default, that item's key (data-cms-content-key).
 * As soon as the bootstrap runs, this asks the same endpoints the app's useEditable asks and, for every element whose
 * live value differs from the built-in one:
 * - outside islands: patches its text, its link's target, or shows the photograph in its image slot (as ImageSlot
 *   does), always as text or a checked address, never as markup;
 * - inside an island that has not woken: wakes that island, which then fetches and shows the value itself (changing
 *   its HTML before it hydrates would not match what React expects there, as for live-phone-numbers.ts).
 * It starts at once rather than when idle: the hero's texts are above the fold. The requests are small and the patch
 * happens only when staff changed something, so a page with nothing changed pays one request and no layout work.
 */
import { editableElement, type EditableElementId } from '#shared/cms/editable-elements.ts';
import type { ActivePageContent } from '#shared/admin/content-rules.ts';
import {
  ACTIVE_PAGE_CONTENT_URL,
  activePageContentOf,
  CMS_CONTENT_KEY_ATTRIBUTE,
  CMS_ID_ATTRIBUTE,
  contentItemUrl,
  editableValue,
  PHOTO_ATTRIBUTES,
} from '../cms/editable-value.ts';
import { photoSources } from '../cms/photo-sources.ts';
import { ISLAND_ATTRIBUTES } from './island-names.ts';
import { wakeIsland } from './islands-loader.ts';

/** What the endpoints answered: the active page-content items and each content item's value, by key. */
export type LiveContent = { items: readonly ActivePageContent[] | undefined; contentItems: ReadonlyMap<string, string> };

async function getJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    // Offline or the API down: the page keeps its built-in values, as the app does.
    return undefined;
  }
}

/** Sets the label of a button or link, keeping its icon: the last text of its own that shows something. */
function setLabel(element: HTMLElement, text: string): void {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue?.trim()) texts.push(node as Text);
  const label = texts.at(-1);
  if (label) label.nodeValue = text;
  else element.append(text);
}

/** Shows the photograph in an image slot, as ImageSlot renders it: same box (reserved), lazy, with its alt text. */
function showPhoto(slot: HTMLElement, value: string): void {
  const photo = photoSources(value);
  if (!photo) return;
  const picture = document.createElement('picture');
  for (const { type, srcSet } of photo.sources) {
    const source = document.createElement('source');
    source.type = type;
    source.srcset = srcSet;
    source.sizes = slot.getAttribute(PHOTO_ATTRIBUTES.sizes) ?? '';
    picture.append(source);
  }
  const image = document.createElement('img');
  image.src = photo.src;
  image.alt = slot.getAttribute(PHOTO_ATTRIBUTES.alt) ?? '';
  image.width = Number(slot.getAttribute(PHOTO_ATTRIBUTES.width));
  image.height = Number(slot.getAttribute(PHOTO_ATTRIBUTES.height));
  image.loading = 'lazy';
  image.decoding = 'async';
  Object.assign(image.style, { width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
  Object.assign(picture.style, { width: '100%', height: '100%', display: 'block' });
  picture.append(image);
  slot.replaceChildren(picture);
  slot.setAttribute('data-image-slot', 'photo');
}

/**
 * Brings every marked element of `root` to its live value (see the module's comment). Exported for the unit test;
 * the bootstrap calls showLiveContent.
 */
export function applyLiveContent(root: ParentNode, { items, contentItems }: LiveContent): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${CMS_ID_ATTRIBUTE}]`)) {
    const id = element.getAttribute(CMS_ID_ATTRIBUTE) as EditableElementId;
    const registered = editableElement(id);
    if (!registered) continue;
    const key = element.getAttribute(CMS_CONTENT_KEY_ATTRIBUTE);
    const live = editableValue(id, items, (key && contentItems.get(key)) || undefined);
    const builtIn = editableValue(id, undefined);
    if (live.text === builtIn.text && live.href === builtIn.href) continue;

    const island = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
    if (island) {
      void wakeIsland(island);
      continue;
    }
    if (registered.elementType === 'image') showPhoto(element, live.text);
    else if (registered.elementType === 'text') element.textContent = live.text;
    else {
      setLabel(element, live.text);
      if (element instanceof HTMLAnchorElement) element.setAttribute('href', live.href);
    }
  }
}

/**
 * Asks for the active page content and the content items the page's elements name, then applies them. Pages with no
 * editable element ask nothing.
 */
export async function showLiveContent(): Promise<void> {
  const marked = Array.from(document.querySelectorAll(`[${CMS_ID_ATTRIBUTE}]`));
  if (marked.length === 0) return;
  const keys = [...new Set(marked.map((element) => element.getAttribute(CMS_CONTENT_KEY_ATTRIBUTE)).filter((key) => key !== null))];
  const [items, ...values] = await Promise.all([getJson(ACTIVE_PAGE_CONTENT_URL), ...keys.map((key) => getJson(contentItemUrl(key)))]);
  const contentItems = new Map<string, string>();
  keys.forEach((key, index) => {
    const value = (values[index] as { value?: unknown } | undefined)?.value;
    if (typeof value === 'string' && value !== '') contentItems.set(key, value);
  });
  applyLiveContent(document, { items: activePageContentOf(items), contentItems });
}

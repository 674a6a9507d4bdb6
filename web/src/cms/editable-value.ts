/**
 * What an element staff may change shows, as plain data (no React): shared by the pages' useEditable hook and the
 * static pages' live-content patcher (web/src/islands/live-content.ts), so both show exactly the same value.
 */
import { editableElement, isImageAddress, isSafeTarget, type EditableElementId } from '#shared/cms/editable-elements.ts';
import type { ActivePageContent } from '#shared/admin/content-rules.ts';

/** GET: the active page-content items (CMS Editor), what useActivePageContent and the static pages' patcher ask. */
export const ACTIVE_PAGE_CONTENT_URL = '/api/page-content/active';

/** GET: one content item (Website Content, e.g. hero_title), answered as `{ value }`. */
export const contentItemUrl = (key: string) => `/api/content/${encodeURIComponent(key)}`;

/** The attribute that marks an editable element with its stable id. */
export const CMS_ID_ATTRIBUTE = 'data-cms-id';

/**
 * On an element whose better default is a content item (the hero's headline: hero_title), that item's key, so a
 * static page's live-content patcher asks for it too.
 */
export const CMS_CONTENT_KEY_ATTRIBUTE = 'data-cms-content-key';

/** On an image slot showing its designed art: what the photograph staff may set there shows, and its size. */
export const PHOTO_ATTRIBUTES = { alt: 'data-photo-alt', width: 'data-photo-width', height: 'data-photo-height', sizes: 'data-photo-sizes' } as const;

/** What the page renders for one element, and the attribute that marks it as editable. */
export type EditableValue = {
  text: string;
  /** The target of a button or link; the built-in one unless staff set a safe one. */
  href: string;
  /** Spread on the element: marks it with its stable id. */
  marker: { 'data-cms-id': string };
};

/**
 * What an element shows given the active page content: its item's text and (when safe) target, or the built-in value
 * when it has no item, the item is of another type, or its address is not a safe one. `builtInText` replaces the
 * registry's built-in text when the page has a better default of its own (the hero headline's content item).
 */
export function editableValue(id: EditableElementId, items: readonly ActivePageContent[] | undefined, builtInText?: string): EditableValue {
  const element = editableElement(id)!;
  const item = items?.find((entry) => entry.elementId === id);
  const builtIn = { text: builtInText ?? element.content, href: element.target ?? '' };
  const marker = { [CMS_ID_ATTRIBUTE]: id } as { 'data-cms-id': string };
  if (!item || item.elementType !== element.elementType) return { ...builtIn, marker };
  if (element.elementType === 'image') return { text: isImageAddress(item.content) ? item.content : builtIn.text, href: builtIn.href, marker };
  const href = item.metadata && isSafeTarget(item.metadata) ? item.metadata : builtIn.href;
  return { text: item.content, href, marker };
}

/** Only well-formed items of GET /api/page-content/active (anything else is ignored, never shown). */
export function activePageContentOf(data: unknown): ActivePageContent[] | undefined {
  return Array.isArray(data) ? data.filter(isActivePageContent) : undefined;
}

function isActivePageContent(value: unknown): value is ActivePageContent {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.elementId === 'string' && typeof item.content === 'string' && (item.metadata === undefined || typeof item.metadata === 'string');
}

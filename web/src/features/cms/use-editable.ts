/**
 * How a public page shows an element staff may change (shared/cms/editable-elements.ts): the built-in value first (it
 * is what the prerendered HTML holds, so hydration matches), then the active page-content item's value once it
 * arrives. A value is only ever text for a React text node, or an address checked again here before it reaches an
 * href or src, so nothing staff type becomes markup or script. One hook per element, so an element can become an
 * island on its own.
 */
import { editableElement, isImageAddress, isSafeTarget, type EditableElementId } from '#shared/cms/editable-elements.ts';
import type { ActivePageContent } from '#shared/admin/content-rules.ts';
import { useActivePageContent } from './api/get-active-page-content.ts';

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
  const marker = { 'data-cms-id': id };
  if (!item || item.elementType !== element.elementType) return { ...builtIn, marker };
  if (element.elementType === 'image') return { text: isImageAddress(item.content) ? item.content : builtIn.text, href: builtIn.href, marker };
  const href = item.metadata && isSafeTarget(item.metadata) ? item.metadata : builtIn.href;
  return { text: item.content, href, marker };
}

/** The current text and target of a registered element (see editableValue). */
export function useEditable(id: EditableElementId, builtInText?: string): EditableValue {
  return editableValue(id, useActivePageContent(), builtInText);
}

/** The section id an in-page anchor (#lead-form) scrolls to, or undefined for a target that navigates. */
export function anchorTarget(href: string): string | undefined {
  return href.startsWith('#') ? href.slice(1) : undefined;
}

/**
 * How a public page shows an element staff may change (shared/cms/editable-elements.ts): the built-in value first (it
 * is what the prerendered HTML holds, so hydration matches), then the active page-content item's value once it
 * arrives. A value is only ever text for a React text node, or an address checked again here before it reaches an
 * href or src, so nothing staff type becomes markup or script. One hook per element, so an element can become an
 * island on its own. On a static page, elements outside islands get the same values without React
 * (web/src/islands/live-content.ts).
 */
import type { EditableElementId } from '#shared/cms/editable-elements.ts';
import { useActivePageContent } from './api/get-active-page-content.ts';
import { editableValue, type EditableValue } from './editable-value.ts';

export { editableValue, type EditableValue };

/** The current text and target of a registered element (see editableValue). */
export function useEditable(id: EditableElementId, builtInText?: string): EditableValue {
  return editableValue(id, useActivePageContent(), builtInText);
}

/** The section id an in-page anchor (#lead-form) scrolls to, or undefined for a target that navigates. */
export function anchorTarget(href: string): string | undefined {
  return href.startsWith('#') ? href.slice(1) : undefined;
}

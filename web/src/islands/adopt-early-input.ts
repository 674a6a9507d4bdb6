/**
 * What a visitor typed or chose in an island before it was live is on the page (the browser's own controls answer a
 * tap at once, see shared/islands-early-script.ts), but not in the island's state: hydration adopts the page's HTML
 * as it is, and React then holds the values it rendered, which hydration wrote back as each control's default
 * (defaultValue, defaultChecked, an option's defaultSelected). So a control whose value differs from its default was
 * changed before the island woke. Each is handed to the island as the visitor's own change: the control is set back
 * to the island's value, then changed again the way a visitor changes it (a click for a radio or checkbox, an input
 * event for a field, a change event for a select), all in one task, so the page never shows the old value.
 */

const nativeValueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A change the visitor made before the island was live, to hand it once it is. */
type EarlyChange = () => void;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** A radio the visitor chose: unchecked (as the island holds it), then clicked as they did. The one it replaced follows. */
function radioChange(radio: HTMLInputElement): EarlyChange | null {
  if (!radio.checked) return null;
  return () => {
    radio.checked = false;
    radio.click();
  };
}

/** A checkbox the visitor ticked or cleared: set the other way, then clicked as they did. */
function checkboxChange(checkbox: HTMLInputElement): EarlyChange {
  const chosen = checkbox.checked;
  return () => {
    checkbox.checked = !chosen;
    checkbox.click();
  };
}

/** A field the visitor typed into: set back, then given what they typed through its own setter, as typing does. */
function textChange(field: HTMLInputElement | HTMLTextAreaElement): EarlyChange {
  const typed = field.value;
  return () => {
    if (typed === field.defaultValue) return;
    const { selectionStart, selectionEnd } = field;
    field.value = field.defaultValue;
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  };
}

/** A select the visitor changed: its option chosen again, and announced as the browser does. */
function selectChange(select: HTMLSelectElement): EarlyChange {
  const chosen = select.value;
  return () => {
    select.value = chosen;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

function changeOf(control: Control): EarlyChange | null {
  if (control.disabled) return null;
  if (control instanceof HTMLSelectElement) return selectChange(control);
  if (control instanceof HTMLTextAreaElement) return textChange(control);
  if (control.type === 'radio') return radioChange(control);
  if (control.type === 'checkbox') return checkboxChange(control);
  if (['hidden', 'file', 'submit', 'button', 'reset', 'image'].includes(control.type)) return null;
  return textChange(control);
}

/** The changes noted on each island not live yet, in the order the visitor last made them. */
const notedChanges = new Map<HTMLElement, Map<Control, EarlyChange>>();

/**
 * Notes the change the visitor just made to `target` (an input event's target) in `island`, which is not live yet: its
 * value as they left it, kept apart from the page, so nothing the island does on waking (a preselected choice, a
 * re-render writing its own values back into the controls) can hide it.
 */
export function noteEarlyInput(island: HTMLElement, target: EventTarget | null): void {
  if (!isControl(target)) return;
  const change = changeOf(target);
  if (!change) return;
  const changes = notedChanges.get(island) ?? new Map<Control, EarlyChange>();
  notedChanges.set(island, changes);
  // Last made, last handed over (a radio chosen again after another of its group).
  changes.delete(target);
  changes.set(target, change);
}

/** Hands `island`, now live, every change noted on it, each as the visitor's own change, in the order they made them. */
export function handOverEarlyInput(island: HTMLElement): void {
  const changes = notedChanges.get(island);
  notedChanges.delete(island);
  for (const change of changes?.values() ?? []) change();
}

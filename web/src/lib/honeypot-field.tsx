import type { CSSProperties } from 'react';
import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';

/** Off-screen rather than display:none, which form-filling bots skip; 1px so nothing around it moves. */
const OFF_SCREEN: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' };

/**
 * The honeypot of a public form (shared/public-forms/honeypot.ts): a text field people never see, reach with the
 * keyboard, hear in a screen reader or get filled in by their browser, but that a bot filling every field fills.
 * Uncontrolled, so what a bot typed is still there at submit, also when it typed before the page's script ran.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" style={OFF_SCREEN} data-honeypot>
      <label>
        {HONEYPOT_FIELD}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the form's honeypot holds at submit: '' from a person (also when the form has none). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : '';
}

import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first field (in the form's order) that has an error, so a keyboard or screen-reader user lands
 * on what to fix. For forms that validate themselves (no Formik): call it with the form and the names of the fields
 * in error.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null, invalidNames: readonly string[]): void {
  if (!form || invalidNames.length === 0) return;
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement => element instanceof HTMLElement && invalidNames.includes(element.getAttribute('name') ?? ''),
  );
  field?.focus();
}

/**
 * Put inside a Formik form: after each submit that validation stops, focus moves to the first invalid field. It
 * renders an empty hidden marker, used to find its form.
 */
export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    // A submit Formik stopped: counted, no longer submitting, validation done, errors left.
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    focusFirstInvalidField(marker.current?.closest('form') ?? null, Object.keys(errors));
  }, [submitCount, isSubmitting, isValidating, errors]);
  return <span ref={marker} hidden />;
}

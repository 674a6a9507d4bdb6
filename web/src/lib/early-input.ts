import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';

/** What a visitor typed or chose in a form's text fields, radio groups and selects, by field name. */
export type TypedValues = Readonly<Record<string, string>>;

const UNTYPED_INPUTS = new Set(['checkbox', 'hidden', 'submit', 'button', 'reset', 'image', 'file']);

function defaultSelectValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * The values in the form that differ from what the page rendered: what the visitor typed into the prerendered HTML
 * before React took it over. Hydration keeps those values on screen but not in the component's state.
 */
export function typedBeforeHydration(form: HTMLFormElement): TypedValues {
  const typed: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.name && element.checked && !element.defaultChecked) typed[element.name] = element.value;
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.name && !UNTYPED_INPUTS.has(element.type) && element.value !== element.defaultValue) typed[element.name] = element.value;
    } else if (element instanceof HTMLSelectElement) {
      if (element.name && element.value !== defaultSelectValue(element)) typed[element.name] = element.value;
    }
  }
  return typed;
}

/** `values` with every string field the visitor typed replaced by what they typed; other fields are left alone. */
export function withTypedValues<Values extends object>(values: Values, typed: TypedValues): Values {
  const merged: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [name, value] of Object.entries(typed)) {
    if (typeof merged[name] === 'string') merged[name] = value;
  }
  return merged as Values;
}

/**
 * Keeps what a visitor typed before the page's script ran (a phone on a slow network shows the form well before it
 * works). Attach the returned ref to the form; once mounted, `adopt` receives the typed values, if there are any.
 */
export function useEarlyInput(adopt: (typed: TypedValues) => void): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement | null>(null);
  const adoptOnce = useRef(adopt);
  useEffect(() => {
    if (!form.current) return;
    const typed = typedBeforeHydration(form.current);
    if (Object.keys(typed).length > 0) adoptOnce.current(typed);
  }, []);
  return form;
}

/** `useEarlyInput` for a Formik form: pass `formikRef` to `<Formik innerRef>` and `formRef` to `<Form ref>`. */
export function useFormikEarlyInput<Values extends object>(): {
  formikRef: RefObject<FormikProps<Values> | null>;
  formRef: RefObject<HTMLFormElement | null>;
} {
  const formikRef = useRef<FormikProps<Values> | null>(null);
  const formRef = useEarlyInput((typed) => {
    void formikRef.current?.setValues((values) => withTypedValues(values, typed), false);
  });
  return { formikRef, formRef };
}

import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A form's submit button. It is never `disabled` in the page's HTML: a disabled button swallows a tap, and a tap made
 * before the form's island is live must be taken (the page's inline script shows it pressed and holds it; it is
 * replayed once the island is live, after the island adopted what the visitor typed: shared/islands-early-script.ts).
 * So `disabled` is announced (aria-disabled, styled as disabled) and a tap or Enter then sends nothing.
 */
export function SubmitButton({ disabled, onClick, ...rest }: Omit<ButtonProps, 'type'>) {
  return (
    <Button
      type="submit"
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    />
  );
}

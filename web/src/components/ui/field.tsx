import { Field as ChakraField } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FieldProps = ChakraField.RootProps & {
  label: ReactNode;
  /** Shown under the control, and marks the field invalid, when present. */
  errorText?: ReactNode;
  helperText?: ReactNode;
};

/** A labelled form control with its error message under it. */
export function Field({ label, errorText, helperText, children, ...rest }: FieldProps) {
  return (
    <ChakraField.Root invalid={Boolean(errorText)} {...rest}>
      <ChakraField.Label>{label}</ChakraField.Label>
      {children}
      {helperText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

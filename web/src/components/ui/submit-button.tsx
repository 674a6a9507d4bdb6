import { Button, type ButtonProps } from '@chakra-ui/react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A form's submit button. It stays disabled until the page's script runs: before that a submission would be the
 * browser's own (a reload with the visitor's answers in the address), and a disabled default button also stops Enter
 * from submitting (HTML's implicit submission).
 */
export function SubmitButton({ disabled, ...rest }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...rest} />;
}

import { Checkbox } from '@chakra-ui/react';

/**
 * Chakra's Checkbox.Control drawn as a `span` (its `asChild`): Checkbox.Root is a `<label>`, which may hold only
 * phrasing content, and the control's default `div` is not. Looks and behaves the same.
 */
export function CheckboxControl(props: Checkbox.ControlProps) {
  return (
    <Checkbox.Control asChild {...props}>
      <span>
        <Checkbox.Indicator />
      </span>
    </Checkbox.Control>
  );
}

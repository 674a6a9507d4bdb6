import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';

type NativeSelectProps = ChakraNativeSelect.FieldProps & {
  options: readonly string[];
  placeholder: string;
};

/** A native select (the phone's own picker on mobile) of plain text options. */
export function NativeSelect({ options, placeholder, ...fieldProps }: NativeSelectProps) {
  return (
    <ChakraNativeSelect.Root>
      <ChakraNativeSelect.Field placeholder={placeholder} {...fieldProps}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </ChakraNativeSelect.Field>
      <ChakraNativeSelect.Indicator />
    </ChakraNativeSelect.Root>
  );
}

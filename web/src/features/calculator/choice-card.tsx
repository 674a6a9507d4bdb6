import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';

type ChoiceCardProps = {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
};

/**
 * A native radio button or checkbox drawn as a card: the whole card is its label, so it is one large touch target,
 * works with the keyboard and screen readers as the browser's own control, and already works in the prerendered page.
 */
export function ChoiceCard({ type, name, value, checked, onChange, title, detail, aside }: ChoiceCardProps) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="flex-start"
      gap="3"
      p="4"
      borderWidth="2px"
      borderRadius="xl"
      // Drawn from the control's own state, so a tap shows in its frame, before the calculator's code is live.
      borderColor="border"
      bg="bg"
      cursor="pointer"
      transition="border-color 0.15s, background-color 0.15s"
      _hover={{ borderColor: 'navy.200' }}
      css={{ '&:has(> input:checked)': { borderColor: 'gold.solid', bg: 'gold.subtle' } }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'navy.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        boxSize="5"
        mt="0.5"
        flexShrink={0}
        accentColor="navy.700"
        cursor="pointer"
        _focusVisible={{ outline: 'none' }}
      />
      {/* Spans shown as blocks: a label may hold only phrasing content. */}
      <Stack as="span" gap="0.5" flex="1" minW="0">
        <Text as="span" display="block" fontWeight="semibold" color="navy.900">
          {title}
        </Text>
        {detail && (
          <Text as="span" display="block" fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Stack>
      {aside && (
        <Text as="span" display="block" fontWeight="semibold" color="navy.700" whiteSpace="nowrap">
          {aside}
        </Text>
      )}
    </Box>
  );
}

import { Center, Spinner, Text } from '@chakra-ui/react';

/** A list's loading, empty or error state, announced to screen readers. */
export function StatusMessage({ kind, children }: { kind: 'loading' | 'empty' | 'error'; children: string }) {
  return (
    <Center py="10" flexDirection="column" gap="3" role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'loading' && <Spinner size="md" color="navy.solid" />}
      <Text color={kind === 'error' ? 'fg.error' : 'fg.muted'}>{children}</Text>
    </Center>
  );
}

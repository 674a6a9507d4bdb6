import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { NewPasswordChallenge } from '#shared/admin/api-contract.ts';
import { LOGIN_COPY, NEW_PASSWORD_COPY } from '#shared/admin/admin-copy.ts';
import { LoginForm } from './login-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** The login step: username and password, then, for an account on a temporary password, choosing a new one. */
export function LoginScreen() {
  const [challenge, setChallenge] = useState<NewPasswordChallenge>();
  const copy = challenge ? NEW_PASSWORD_COPY : LOGIN_COPY;
  return (
    <Container as="main" maxW="md" py={{ base: '10', md: '20' }}>
      <Box borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} bg="bg" shadow="sm">
        <Heading as="h1" size="xl" mb="2">
          {copy.heading}
        </Heading>
        <Text color="fg.muted" mb="6">
          {copy.intro}
        </Text>
        {challenge ? (
          <NewPasswordForm challenge={challenge} onRestart={() => setChallenge(undefined)} />
        ) : (
          <LoginForm onChallenge={setChallenge} />
        )}
      </Box>
    </Container>
  );
}

import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LoginChallenge } from '#shared/admin/api-contract.ts';
import { LOGIN_COPY, NEW_PASSWORD_COPY } from '#shared/admin/admin-copy.ts';
import { MFA_COPY, MFA_SETUP_COPY } from '#shared/auth/session-messages.ts';
import { answerMfa } from './api/answer-mfa.ts';
import { LoginForm } from './login-form.tsx';
import { MfaCodeForm } from './mfa-code-form.tsx';
import { MfaSetupForm } from './mfa-setup-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const COPY = { NEW_PASSWORD_REQUIRED: NEW_PASSWORD_COPY, SOFTWARE_TOKEN_MFA: MFA_COPY, MFA_SETUP: MFA_SETUP_COPY } as const;

/**
 * The login steps: username and password; for an account on a temporary password, choosing a new one; then the
 * authenticator: its current code, or, for an account without one, setting it up (QR code, key, first code). Only
 * the last step opens the dashboard.
 */
export function LoginScreen() {
  const [challenge, setChallenge] = useState<LoginChallenge>();
  const copy = challenge ? COPY[challenge.challenge] : LOGIN_COPY;
  const restart = () => setChallenge(undefined);
  return (
    <Container as="main" maxW="md" py={{ base: '10', md: '20' }}>
      <Box borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} bg="bg" shadow="sm">
        <Heading as="h1" size="xl" mb="2">
          {copy.heading}
        </Heading>
        <Text color="fg.muted" mb="6">
          {copy.intro}
        </Text>
        {challenge?.challenge === 'NEW_PASSWORD_REQUIRED' ? (
          <NewPasswordForm key={challenge.challengeSession} challenge={challenge} onChallenge={setChallenge} onRestart={restart} />
        ) : challenge?.challenge === 'SOFTWARE_TOKEN_MFA' ? (
          <MfaCodeForm
            key={challenge.challengeSession}
            username={challenge.username}
            copy={MFA_COPY}
            send={(code) => answerMfa({ username: challenge.username, challengeSession: challenge.challengeSession, code })}
            onRestart={restart}
          />
        ) : challenge?.challenge === 'MFA_SETUP' ? (
          <MfaSetupForm key={challenge.challengeSession} challenge={challenge} onRestart={restart} />
        ) : (
          <LoginForm onChallenge={setChallenge} />
        )}
      </Box>
    </Container>
  );
}

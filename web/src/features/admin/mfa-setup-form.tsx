import { Box, Stack, Textarea } from '@chakra-ui/react';
import type { MfaSetupChallenge } from '#shared/admin/api-contract.ts';
import { MFA_SETUP_COPY } from '#shared/auth/session-messages.ts';
import { Field } from '../../components/ui/field.tsx';
import { confirmMfaSetup } from './api/confirm-mfa-setup.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';
import { QrCode } from './qr-code.tsx';

/** The secret as apps show keys: groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A member of staff without an authenticator sets one up before the dashboard opens: the QR code of the otpauth URI to
 * scan, the secret to type where scanning is not possible, then the app's first code (POST /api/auth/mfa-setup).
 */
export function MfaSetupForm({ challenge, onRestart }: { challenge: MfaSetupChallenge; onRestart: () => void }) {
  return (
    <Stack gap="6">
      <Box alignSelf="center" p="2" bg="white" rounded="md" borderWidth="1px">
        <QrCode value={challenge.otpauthUri} label={MFA_SETUP_COPY.qrCode} />
      </Box>
      <Field label={MFA_SETUP_COPY.secret}>
        {/* Read-only text: selectable and copyable, read out with its label, and wrapped whole on a phone. */}
        <Textarea
          value={grouped(challenge.secretCode)}
          readOnly
          autoresize
          rows={1}
          resize="none"
          fontFamily="mono"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <MfaCodeForm
        username={challenge.username}
        copy={MFA_SETUP_COPY}
        send={(code) => confirmMfaSetup({ username: challenge.username, challengeSession: challenge.challengeSession, code })}
        onRestart={onRestart}
      />
    </Stack>
  );
}

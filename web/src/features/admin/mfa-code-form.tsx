import { Button, Input, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { mfaCodeYupSchema, type MfaCodeFormValues } from '#shared/auth/login.yup.ts';
import { normalizeMfaCode } from '#shared/auth/mfa-rules.ts';
import { MFA_MESSAGES } from '#shared/auth/session-messages.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { HttpError, serverMessage } from '../../lib/api-client.ts';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';
import { useSessionStarted } from './use-session-started.ts';

const EMPTY: MfaCodeFormValues = { code: '' };

type CodeCopy = { code: string; submit: string; submitting: string; backToLogin: string };

/**
 * The authenticator code of a login step (the code challenge, or the set-up step's first code): six digits, then the
 * session opens. A wrong code (or too many failures) says so in a toast with the server's words and stays for another
 * try; an expired step, or any other refusal, says so and goes back to the login form.
 */
export function MfaCodeForm({
  username,
  copy,
  send,
  onRestart,
}: {
  username: string;
  copy: CodeCopy;
  send: (code: string) => Promise<StaffMember>;
  onRestart: () => void;
}) {
  const toast = useToast();
  const sessionStarted = useSessionStarted();

  const submit = async (values: MfaCodeFormValues, helpers: FormikHelpers<MfaCodeFormValues>) => {
    try {
      await sessionStarted(await send(normalizeMfaCode(values.code)));
    } catch (error) {
      const message = serverMessage(error);
      toast({ title: LOGIN_MESSAGES.failureTitle, description: message ?? MFA_MESSAGES.wrongCode, variant: 'destructive' });
      const tryAgain = !(error instanceof HttpError) || error.status !== 401 || message === MFA_MESSAGES.wrongCode;
      if (!tryAgain) return onRestart();
      helpers.resetForm();
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={mfaCodeYupSchema} onSubmit={submit} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate>
          <FocusFirstInvalid />
          <Stack gap="5">
            {/* Lets a password manager that fills one-time codes know which account this is. */}
            <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
            <Field label={copy.code} errorText={touched.code ? errors.code : undefined} required>
              <Input
                {...getFieldProps('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={9}
                letterSpacing="0.2em"
                autoFocus
              />
            </Field>
            <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText={copy.submitting}>
              {copy.submit}
            </Button>
            <Button variant="ghost" onClick={onRestart}>
              {copy.backToLogin}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

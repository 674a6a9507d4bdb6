import { Button, Input, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { LoginChallenge, NewPasswordChallenge } from '#shared/admin/api-contract.ts';
import { NEW_PASSWORD_COPY } from '#shared/admin/admin-copy.ts';
import { newPasswordYupSchema, type NewPasswordFormValues } from '#shared/auth/login.yup.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { HttpError, serverMessage } from '../../lib/api-client.ts';
import { isLoginChallenge } from './api/log-in.ts';
import { setNewPassword } from './api/set-new-password.ts';
import { useSessionStarted } from './use-session-started.ts';

const EMPTY: NewPasswordFormValues = { newPassword: '', confirmPassword: '' };

type FieldErrorsBody = { fieldErrors?: Record<string, string> };

/** The server's message for the new password (e.g. the pool's policy refused it), when it sent one. */
function newPasswordFieldError(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    return (JSON.parse(error.text) as FieldErrorsBody).fieldErrors?.newPassword;
  } catch {
    return undefined;
  }
}

/**
 * An account an operator created must choose its own password on first login: new password twice, then the
 * authenticator step (`onChallenge`: usually setting one up). When the challenge has expired (401), the staff member
 * logs in again.
 */
export function NewPasswordForm({
  challenge,
  onChallenge,
  onRestart,
}: {
  challenge: NewPasswordChallenge;
  onChallenge: (next: LoginChallenge) => void;
  onRestart: () => void;
}) {
  const toast = useToast();
  const sessionStarted = useSessionStarted();

  const submit = async (values: NewPasswordFormValues, helpers: FormikHelpers<NewPasswordFormValues>) => {
    try {
      const answer = await setNewPassword({
        username: challenge.username,
        newPassword: values.newPassword,
        challengeSession: challenge.challengeSession,
      });
      if (isLoginChallenge(answer)) return onChallenge(answer);
      await sessionStarted(answer);
    } catch (error) {
      const fieldError = newPasswordFieldError(error);
      if (fieldError) return helpers.setFieldError('newPassword', fieldError);
      toast({
        title: NEW_PASSWORD_COPY.failureTitle,
        description: serverMessage(error) ?? NEW_PASSWORD_COPY.failure,
        variant: 'destructive',
      });
      if (error instanceof HttpError && error.status === 401) onRestart();
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={newPasswordYupSchema} onSubmit={submit} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate>
          <Stack gap="5">
            <input type="text" name="username" value={challenge.username} autoComplete="username" readOnly hidden />
            <Field
              label={NEW_PASSWORD_COPY.newPassword}
              helperText={NEW_PASSWORD_COPY.hint}
              errorText={touched.newPassword ? errors.newPassword : undefined}
              required
            >
              <Input {...getFieldProps('newPassword')} type="password" autoComplete="new-password" autoFocus />
            </Field>
            <Field
              label={NEW_PASSWORD_COPY.confirmPassword}
              errorText={touched.confirmPassword ? errors.confirmPassword : undefined}
              required
            >
              <Input {...getFieldProps('confirmPassword')} type="password" autoComplete="new-password" />
            </Field>
            <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText={NEW_PASSWORD_COPY.submitting}>
              {NEW_PASSWORD_COPY.submit}
            </Button>
            <Button variant="ghost" onClick={onRestart}>
              {NEW_PASSWORD_COPY.backToLogin}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

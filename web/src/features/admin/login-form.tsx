import { Button, Input, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { LoginChallenge } from '#shared/admin/api-contract.ts';
import { LOGIN_COPY, LOGIN_TOASTS } from '#shared/admin/admin-copy.ts';
import { loginYupSchema, type LoginFormValues } from '#shared/auth/login.yup.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { isLoginChallenge, logIn } from './api/log-in.ts';
import { useSessionStarted } from './use-session-started.ts';
import { FocusFirstInvalid } from '../../lib/focus-first-invalid.tsx';

const EMPTY: LoginFormValues = { username: '', password: '' };

/**
 * Username and password; a wrong pair, or too many tries, says so in a toast with the server's words. A right pair
 * leads to the next step (new password, authenticator code or set-up), which the login screen shows.
 */
export function LoginForm({ onChallenge }: { onChallenge: (challenge: LoginChallenge) => void }) {
  const toast = useToast();
  const sessionStarted = useSessionStarted();

  const submit = async (values: LoginFormValues) => {
    try {
      const answer = await logIn(values);
      if (isLoginChallenge(answer)) return onChallenge(answer);
      await sessionStarted(answer);
    } catch (error) {
      toast({ ...LOGIN_TOASTS.failure, description: serverMessage(error) ?? LOGIN_TOASTS.failure.description });
    }
  };

  return (
    // Checked on submit and while typing, not on leaving a field: a message appearing as the field loses focus would
    // move the Login button away from a pointer pressing it.
    <Formik initialValues={EMPTY} validationSchema={loginYupSchema} onSubmit={submit} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate>
          <FocusFirstInvalid />
          <Stack gap="5">
            <Field label={LOGIN_COPY.username} errorText={touched.username ? errors.username : undefined} required>
              <Input {...getFieldProps('username')} autoComplete="username" autoCapitalize="none" autoFocus />
            </Field>
            <Field label={LOGIN_COPY.password} errorText={touched.password ? errors.password : undefined} required>
              <Input {...getFieldProps('password')} type="password" autoComplete="current-password" />
            </Field>
            <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText={LOGIN_COPY.submitting}>
              {LOGIN_COPY.submit}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

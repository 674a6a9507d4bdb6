import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TEAM_COPY, TEAM_TOASTS } from '#shared/admin/team-messages.ts';
import { teamInvitationYupSchema, type TeamInvitationFormValues } from '#shared/admin/team.yup.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { inviteTeamMember } from './api/invite-team-member.ts';

const EMPTY: TeamInvitationFormValues = { name: '', email: '', username: '' };

/**
 * The invite form of the Team view: name, e-mail and username, checked with the API's rules (team.yup.ts). On success
 * the invitation is on its way and the list is refreshed; a refusal (a taken username or address) is shown as the
 * server words it.
 */
export function TeamInviteForm({ onDone, onCancel }: { onDone: (invited: boolean) => Promise<unknown>; onCancel: () => void }) {
  const toast = useToast();

  const invite = async (values: TeamInvitationFormValues) => {
    const clean = teamInvitationYupSchema.cast(values);
    try {
      await inviteTeamMember({ name: clean.name, email: clean.email, username: clean.username });
      toast(TEAM_TOASTS.invited);
      await onDone(true);
    } catch (error) {
      toast({ ...TEAM_TOASTS.inviteFailed, description: serverMessage(error) ?? TEAM_TOASTS.inviteFailed.description });
      // The account may exist although its e-mail failed: the list shows it either way.
      await onDone(false).catch(() => undefined);
    }
  };

  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Formik initialValues={EMPTY} validationSchema={teamInvitationYupSchema} onSubmit={invite} validateOnBlur={false}>
        {({ errors, touched, isSubmitting, getFieldProps }) => (
          <Form noValidate aria-label={TEAM_COPY.inviteTitle}>
            <Stack gap="4">
              <Box>
                <Heading as="h3" size="md">
                  {TEAM_COPY.inviteTitle}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {TEAM_COPY.inviteIntro}
                </Text>
              </Box>
              <Field label={TEAM_COPY.name} errorText={touched.name ? errors.name : undefined} required>
                <Input {...getFieldProps('name')} autoComplete="off" autoFocus />
              </Field>
              <Field label={TEAM_COPY.email} errorText={touched.email ? errors.email : undefined} required>
                <Input {...getFieldProps('email')} type="email" autoComplete="off" autoCapitalize="none" />
              </Field>
              <Field label={TEAM_COPY.username} helperText={TEAM_COPY.usernameHint} errorText={touched.username ? errors.username : undefined} required>
                <Input {...getFieldProps('username')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
              </Field>
              <Stack direction="row" gap="2" justify="end">
                <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                  {TEAM_COPY.cancel}
                </Button>
                <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                  {TEAM_COPY.sendInvitation}
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}

import { Box, Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FIRST_CONTACT_COPY } from '#shared/admin/admin-copy.ts';
import { CONTACT_MESSAGES, CONTACT_TEMPLATE_LIMITS, DEFAULT_INTEREST } from '#shared/admin/contact-messages.ts';
import { fillGreeting } from '#shared/lead/whatsapp-greeting.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { useContactTemplate } from './api/get-contact-template.ts';
import { updateContactTemplate } from './api/update-contact-template.ts';

const COPY = FIRST_CONTACT_COPY.template;

const templateSchema = object({
  whatsappGreeting: string()
    .trim()
    .required(CONTACT_MESSAGES.whatsappGreeting)
    .max(CONTACT_TEMPLATE_LIMITS.whatsappGreetingMax, CONTACT_MESSAGES.whatsappGreeting),
});

/** The placeholders, explained next to the field (its helper text, read with it). */
function Placeholders() {
  return (
    <>
      <Text as="span">{COPY.placeholders}</Text>
      <Stack as="ul" gap="0.5" ps="4" mt="1" listStyleType="disc">
        {[COPY.staffName, COPY.firstName, COPY.interest].map((line) => (
          <Text as="li" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
    </>
  );
}

/**
 * The WhatsApp greeting every member of staff sends from a lead, editable here: the placeholders explained beside the
 * field, and the greeting as a lead would read it.
 */
export function ContactTemplateDialog({ open, onClose, staffName }: { open: boolean; onClose: () => void; staffName: string }) {
  const { data, error, mutate } = useContactTemplate();
  const toast = useToast();
  const save = async ({ whatsappGreeting }: { whatsappGreeting: string }) => {
    try {
      const saved = await updateContactTemplate({ whatsappGreeting: whatsappGreeting.trim() });
      await mutate(saved, { revalidate: false });
      toast({ title: COPY.savedTitle, description: '', variant: 'default' });
      onClose();
    } catch (saveError) {
      toast({ title: COPY.saveFailedTitle, description: serverMessage(saveError) ?? COPY.saveFailed, variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={COPY.title} closeLabel={COPY.close} size="md">
      {error && !data ? (
        <StatusMessage kind="error">{serverMessage(error) ?? COPY.error}</StatusMessage>
      ) : !data ? (
        <StatusMessage kind="loading">{COPY.loading}</StatusMessage>
      ) : (
        <Formik initialValues={{ whatsappGreeting: data.whatsappGreeting }} validationSchema={templateSchema} onSubmit={save}>
          {({ values, errors, touched, isSubmitting, getFieldProps }) => (
            <Form noValidate aria-label={COPY.title}>
              <Stack gap="4">
                <Field
                  label={COPY.field}
                  helperText={<Placeholders />}
                  errorText={touched.whatsappGreeting ? errors.whatsappGreeting : undefined}
                  required
                >
                  <Textarea {...getFieldProps('whatsappGreeting')} rows={5} />
                </Field>
                <Box bg="bg.muted" rounded="md" p="3" fontSize="sm">
                  <Text fontWeight="semibold">{COPY.preview}</Text>
                  <Text whiteSpace="pre-wrap" data-testid="contact-template-preview">
                    {fillGreeting(values.whatsappGreeting, { staffName, firstName: COPY.exampleFirstName, interest: DEFAULT_INTEREST })}
                  </Text>
                </Box>
                <Stack direction="row" gap="2" justify="end" flexWrap="wrap">
                  <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                    {COPY.cancel}
                  </Button>
                  <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText={COPY.saving}>
                    {COPY.save}
                  </Button>
                </Stack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}

import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { PHONE_CONFIG_COPY, PHONE_CONFIG_TOASTS, type PhoneConfig } from '#shared/admin/phone-config-rules.ts';
import { phoneConfigYupSchema, type PhoneConfigFormValues } from '#shared/admin/phone-config.yup.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { usePhoneConfigs } from './api/get-phone-configs.ts';
import { updatePhoneConfig } from './api/update-phone-config.ts';

const formValues = (row: PhoneConfig): PhoneConfigFormValues => ({
  phoneNumber: row.phoneNumber,
  displayName: row.displayName,
  description: row.description ?? '',
  isActive: row.isActive,
});

/** A row in edit mode: Save sends the update and leaves edit mode; Cancel puts the stored values back. */
function PhoneConfigEditor({ row, onDone }: { row: PhoneConfig; onDone: (saved: boolean) => void }) {
  const toast = useToast();
  const save = async (values: PhoneConfigFormValues) => {
    try {
      const clean = phoneConfigYupSchema.cast(values);
      await updatePhoneConfig(row.configKey, { ...clean, description: clean.description || undefined });
      toast(PHONE_CONFIG_TOASTS.updated);
      onDone(true);
    } catch {
      toast(PHONE_CONFIG_TOASTS.updateFailed);
    }
  };
  return (
    <Formik initialValues={formValues(row)} validationSchema={phoneConfigYupSchema} onSubmit={save} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps, values, setFieldValue }) => (
        <Form noValidate aria-label={`${PHONE_CONFIG_COPY.edit} ${row.displayName}`}>
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field label={PHONE_CONFIG_COPY.phoneNumber} helperText={PHONE_CONFIG_COPY.hint} errorText={touched.phoneNumber ? errors.phoneNumber : undefined} required>
                <Input {...getFieldProps('phoneNumber')} inputMode="tel" autoComplete="off" autoFocus />
              </Field>
              <Field label={PHONE_CONFIG_COPY.displayName} errorText={touched.displayName ? errors.displayName : undefined} required>
                <Input {...getFieldProps('displayName')} />
              </Field>
            </SimpleGrid>
            <Field label={PHONE_CONFIG_COPY.description} errorText={touched.description ? errors.description : undefined}>
              <Input {...getFieldProps('description')} />
            </Field>
            <Checkbox.Root checked={values.isActive} onCheckedChange={(details) => setFieldValue('isActive', details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{PHONE_CONFIG_COPY.isActive}</Checkbox.Label>
            </Checkbox.Root>
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette="navy" loading={isSubmitting}>
                {PHONE_CONFIG_COPY.save}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => onDone(false)} disabled={isSubmitting}>
                {PHONE_CONFIG_COPY.cancel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function PhoneConfigRow({ row, editing, onEdit, onDone }: { row: PhoneConfig; editing: boolean; onEdit: () => void; onDone: (saved: boolean) => void }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid={`phone-config-${row.configKey}`}>
      {editing ? (
        <PhoneConfigEditor row={row} onDone={onDone} />
      ) : (
        <Flex gap="3" justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{row.displayName}</Text>
              <Badge colorPalette={row.isActive ? 'green' : 'gray'}>{row.isActive ? PHONE_CONFIG_COPY.active : PHONE_CONFIG_COPY.inactive}</Badge>
              <Text color="fg.muted" fontSize="sm">
                {PHONE_CONFIG_COPY.configKey}: {row.configKey}
              </Text>
            </HStack>
            <Text fontFamily="mono" data-testid="phone-number">
              {row.phoneNumber}
            </Text>
            {row.description && <Text color="fg.muted" fontSize="sm">{row.description}</Text>}
            <Text color="fg.muted" fontSize="xs">
              {PHONE_CONFIG_COPY.updatedAt} {formatDateTime(row.updatedAt)}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${PHONE_CONFIG_COPY.edit} ${row.displayName}`}>
            {PHONE_CONFIG_COPY.edit}
          </Button>
        </Flex>
      )}
    </Box>
  );
}

/** Phone Config: the numbers the site shows, one row edited at a time. */
export function PhoneConfigTab() {
  const toast = useToast();
  const { data, error, mutate } = usePhoneConfigs();
  const [editing, setEditing] = useState<string>();

  useEffect(() => {
    if (error) toast(PHONE_CONFIG_TOASTS.fetchFailed);
  }, [error, toast]);

  const done = async (saved: boolean) => {
    setEditing(undefined);
    if (saved) await mutate();
  };

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="lg">
          {PHONE_CONFIG_COPY.heading}
        </Heading>
        <Text color="fg.muted">{PHONE_CONFIG_COPY.intro}</Text>
      </Box>
      {error && !data && <StatusMessage kind="error">{PHONE_CONFIG_COPY.error}</StatusMessage>}
      {!error && !data && <StatusMessage kind="loading">{PHONE_CONFIG_COPY.loading}</StatusMessage>}
      {data?.length === 0 && <StatusMessage kind="empty">{PHONE_CONFIG_COPY.empty}</StatusMessage>}
      {data && data.length > 0 && (
        <Stack as="ul" gap="3" aria-label={PHONE_CONFIG_COPY.caption}>
          {data.map((row) => (
            <PhoneConfigRow key={row.configKey} row={row} editing={editing === row.configKey} onEdit={() => setEditing(row.configKey)} onDone={done} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Badge, Box, Button, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { CONTENT_COPY, CONTENT_TOASTS, type AdminContentItem, type ContentUpdateInput } from '#shared/admin/content-rules.ts';
import { contentItemYupSchema } from '#shared/admin/content.yup.ts';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { useContentItems } from './api/get-content-items.ts';
import { updateContentItem } from './api/update-content-item.ts';

function ContentEditForm({ item, onDone }: { item: AdminContentItem; onDone: (saved: boolean) => void }) {
  const toast = useToast();
  const save = async (values: ContentUpdateInput) => {
    try {
      await updateContentItem(item.key, { title: values.title.trim(), content: values.content.trim() });
      toast(CONTENT_TOASTS.updated);
      onDone(true);
    } catch {
      toast(CONTENT_TOASTS.updateFailed);
    }
  };
  return (
    <Formik initialValues={{ title: item.title, content: item.content }} validationSchema={contentItemYupSchema} onSubmit={save} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate>
          <Stack gap="4">
            <Field label={CONTENT_COPY.title} errorText={touched.title ? errors.title : undefined} required>
              <Input {...getFieldProps('title')} autoFocus />
            </Field>
            <Field label={CONTENT_COPY.content} errorText={touched.content ? errors.content : undefined} required>
              <Textarea {...getFieldProps('content')} rows={4} />
            </Field>
            <Flex gap="2">
              <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                {CONTENT_COPY.save}
              </Button>
              <Button variant="outline" onClick={() => onDone(false)} disabled={isSubmitting}>
                {CONTENT_COPY.cancel}
              </Button>
            </Flex>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** The website texts, one editable at a time: Edit opens the item's form, Save stores it, Cancel drops the changes. */
export function WebsiteContentList() {
  const { data, error, isLoading, mutate } = useContentItems();
  const [editing, setEditing] = useState<string>();

  if (error) return <StatusMessage kind="error">{CONTENT_COPY.error}</StatusMessage>;
  if (isLoading || !data) return <StatusMessage kind="loading">{CONTENT_COPY.loading}</StatusMessage>;
  if (data.length === 0) return <StatusMessage kind="empty">{CONTENT_COPY.empty}</StatusMessage>;

  return (
    <Stack gap="4" as="ul" listStyleType="none">
      {data.map((item) => (
        <Box as="li" key={item.key} borderWidth="1px" rounded="md" p="4" bg="bg" aria-label={item.title}>
          {editing === item.key ? (
            <ContentEditForm
              item={item}
              onDone={async (saved) => {
                setEditing(undefined);
                if (saved) await mutate();
              }}
            />
          ) : (
            <Stack gap="2">
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Flex gap="2" align="center" minWidth="0">
                  <Text fontWeight="semibold">{item.title}</Text>
                  <Badge>{item.key}</Badge>
                  {!item.isActive && <Badge colorPalette="gray">{CONTENT_COPY.inactive}</Badge>}
                </Flex>
                <Button size="sm" variant="outline" onClick={() => setEditing(item.key)} disabled={editing !== undefined} aria-label={`${CONTENT_COPY.edit} ${item.title}`}>
                  {CONTENT_COPY.edit}
                </Button>
              </Flex>
              <Text color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
                {item.content}
              </Text>
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

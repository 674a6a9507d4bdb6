import { Badge, Box, Button, Checkbox, Flex, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { CONTENT_COPY, CONTENT_MESSAGES, CONTENT_TOASTS, type AdminTestimonial, type TestimonialInput } from '#shared/admin/content-rules.ts';
import { testimonialYupSchema } from '#shared/admin/content.yup.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { createTestimonial } from './api/create-testimonial.ts';
import { deleteTestimonial } from './api/delete-testimonial.ts';
import { useAdminTestimonials } from './api/get-admin-testimonials.ts';
import { updateTestimonial } from './api/update-testimonial.ts';

const NEW = 'new';
const EMPTY: TestimonialInput = { name: '', position: '', company: '', rating: 5, content: '', imageUrl: '', isActive: true };

const inputOf = ({ name, position, company, rating, content, imageUrl, isActive }: AdminTestimonial | TestimonialInput): TestimonialInput => ({
  name,
  position,
  company,
  rating,
  content,
  imageUrl,
  isActive,
});

function TestimonialForm({ testimonial, onDone }: { testimonial?: AdminTestimonial; onDone: (saved: boolean) => void }) {
  const toast = useToast();
  const save = async (values: TestimonialInput) => {
    const input = { ...values, rating: Number(values.rating), name: values.name.trim(), content: values.content.trim(), imageUrl: values.imageUrl.trim() };
    try {
      await (testimonial ? updateTestimonial(testimonial.id, input) : createTestimonial(input));
      toast(CONTENT_TOASTS.testimonialSaved);
      onDone(true);
    } catch (error) {
      toast({ ...CONTENT_TOASTS.testimonialSaveFailed, description: serverMessage(error) ?? CONTENT_TOASTS.testimonialSaveFailed.description });
    }
  };
  return (
    <Formik initialValues={testimonial ? inputOf(testimonial) : EMPTY} validationSchema={testimonialYupSchema} onSubmit={save} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps, values, setFieldValue }) => (
        <Form noValidate aria-label={testimonial ? `${CONTENT_COPY.edit} ${testimonial.name}` : CONTENT_COPY.newTestimonial}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field label={CONTENT_COPY.name} errorText={touched.name ? errors.name : undefined} required>
                <Input {...getFieldProps('name')} autoFocus />
              </Field>
              <Field label={CONTENT_COPY.rating} errorText={touched.rating ? errors.rating : undefined} required>
                <Input {...getFieldProps('rating')} type="number" min={1} max={5} step={1} inputMode="numeric" />
              </Field>
              <Field label={CONTENT_COPY.position} errorText={touched.position ? errors.position : undefined}>
                <Input {...getFieldProps('position')} />
              </Field>
              <Field label={CONTENT_COPY.company} errorText={touched.company ? errors.company : undefined}>
                <Input {...getFieldProps('company')} />
              </Field>
            </SimpleGrid>
            <Field label={CONTENT_COPY.content} errorText={touched.content ? errors.content : undefined} required>
              <Textarea {...getFieldProps('content')} rows={3} />
            </Field>
            <Field label={CONTENT_COPY.imageUrl} errorText={touched.imageUrl ? errors.imageUrl : undefined} helperText={CONTENT_MESSAGES.imageUrl}>
              <Input {...getFieldProps('imageUrl')} type="url" inputMode="url" placeholder="https://" />
            </Field>
            <Checkbox.Root checked={values.isActive} onCheckedChange={(details) => setFieldValue('isActive', details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{CONTENT_COPY.active}</Checkbox.Label>
            </Checkbox.Root>
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

/**
 * Every testimonial, active or not, one editable at a time: add, edit, activate or deactivate (the home page shows
 * exactly the active ones), and delete after a confirmation.
 */
export function TestimonialsList() {
  const toast = useToast();
  const { data, error, isLoading, mutate } = useAdminTestimonials();
  const [editing, setEditing] = useState<string>();
  const [toggling, setToggling] = useState<string>();
  const [deleting, setDeleting] = useState<AdminTestimonial>();

  const done = async (saved: boolean) => {
    setEditing(undefined);
    if (saved) await mutate();
  };

  const toggle = async (testimonial: AdminTestimonial) => {
    setToggling(testimonial.id);
    try {
      await updateTestimonial(testimonial.id, { ...inputOf(testimonial), isActive: !testimonial.isActive });
      toast(CONTENT_TOASTS.testimonialSaved);
      await mutate();
    } catch (error) {
      toast({ ...CONTENT_TOASTS.testimonialSaveFailed, description: serverMessage(error) ?? CONTENT_TOASTS.testimonialSaveFailed.description });
    } finally {
      setToggling(undefined);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteTestimonial(deleting.id);
      toast(CONTENT_TOASTS.testimonialDeleted);
      await mutate();
    } catch (error) {
      toast({ ...CONTENT_TOASTS.testimonialDeleteFailed, description: serverMessage(error) ?? CONTENT_TOASTS.testimonialDeleteFailed.description });
    }
  };

  if (error) return <StatusMessage kind="error">{CONTENT_COPY.testimonialsError}</StatusMessage>;
  if (isLoading || !data) return <StatusMessage kind="loading">{CONTENT_COPY.testimonialsLoading}</StatusMessage>;
  const busy = editing !== undefined;

  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button colorPalette="navy" onClick={() => setEditing(NEW)} disabled={busy}>
          {CONTENT_COPY.addTestimonial}
        </Button>
      </Flex>
      {editing === NEW && (
        <Box borderWidth="1px" rounded="md" p="4" bg="bg">
          <TestimonialForm onDone={done} />
        </Box>
      )}
      {data.length === 0 && editing !== NEW && <StatusMessage kind="empty">{CONTENT_COPY.testimonialsEmpty}</StatusMessage>}
      <Stack gap="4" as="ul" listStyleType="none">
        {data.map((testimonial) => (
          <Box as="li" key={testimonial.id} borderWidth="1px" rounded="md" p="4" bg="bg" aria-label={testimonial.name}>
            {editing === testimonial.id ? (
              <TestimonialForm testimonial={testimonial} onDone={done} />
            ) : (
              <Stack gap="2">
                <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                  <Flex gap="2" align="center" wrap="wrap" minWidth="0">
                    <Text fontWeight="semibold">{testimonial.name}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {[testimonial.position, testimonial.company].filter(Boolean).join(', ')}
                    </Text>
                    <Badge aria-label={`${CONTENT_COPY.rating} ${testimonial.rating}/5`}>{'★'.repeat(testimonial.rating)}</Badge>
                    <Badge colorPalette={testimonial.isActive ? 'green' : 'gray'}>{testimonial.isActive ? CONTENT_COPY.active : CONTENT_COPY.inactive}</Badge>
                  </Flex>
                  <Flex gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => setEditing(testimonial.id)} disabled={busy}>
                      {CONTENT_COPY.edit}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => toggle(testimonial)} disabled={busy} loading={toggling === testimonial.id}>
                      {testimonial.isActive ? CONTENT_COPY.deactivate : CONTENT_COPY.activate}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(testimonial)} disabled={busy}>
                      {CONTENT_COPY.delete}
                    </Button>
                  </Flex>
                </Flex>
                <Text color="fg.muted" wordBreak="break-word">
                  {testimonial.content}
                </Text>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== undefined}
        title={CONTENT_COPY.confirmTitle}
        question={CONTENT_MESSAGES.confirmDelete}
        confirmLabel={CONTENT_COPY.delete}
        cancelLabel={CONTENT_COPY.cancel}
        onConfirm={remove}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}

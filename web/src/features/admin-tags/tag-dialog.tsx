import { Button, Checkbox, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TAG_TYPE_LABELS, TAG_TYPES, TRACKING_TAG_COPY, TRACKING_TAG_TOASTS, type AdminTrackingTag, type TagType } from '#shared/admin/tracking-tag-rules.ts';
import { trackingTagYupSchema, type TrackingTagFormValues } from '#shared/admin/tracking-tag.yup.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { createTrackingTag } from './api/create-tracking-tag.ts';
import { updateTrackingTag } from './api/update-tracking-tag.ts';

const EMPTY: TrackingTagFormValues = { name: '', tagType: 'google_analytics', tagId: '', tagContent: '', description: '', isActive: true };

const valuesOf = (tag: AdminTrackingTag): TrackingTagFormValues => ({
  name: tag.name,
  tagType: tag.tagType,
  tagId: tag.tagId,
  tagContent: tag.tagContent ?? '',
  description: tag.description ?? '',
  isActive: tag.isActive,
});

/** The create/edit dialog: `tag` undefined is create mode. The custom code field shows only for the custom type. */
export function TagDialog({ open, tag, onClose, onSaved }: { open: boolean; tag?: AdminTrackingTag; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const toast = useToast();
  const editing = Boolean(tag);

  const save = async (values: TrackingTagFormValues) => {
    const clean = trackingTagYupSchema.cast(values);
    const input = {
      name: clean.name,
      tagType: clean.tagType,
      tagId: clean.tagId,
      tagContent: clean.tagType === 'custom' ? clean.tagContent : undefined,
      description: clean.description || undefined,
      isActive: clean.isActive,
    };
    try {
      if (tag) await updateTrackingTag(tag.id, input);
      else await createTrackingTag(input);
      toast(editing ? TRACKING_TAG_TOASTS.updated : TRACKING_TAG_TOASTS.created);
      onClose();
      await onSaved();
    } catch {
      toast(editing ? TRACKING_TAG_TOASTS.updateFailed : TRACKING_TAG_TOASTS.createFailed);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={editing ? TRACKING_TAG_COPY.editTitle : TRACKING_TAG_COPY.createTitle} closeLabel={TRACKING_TAG_COPY.close}>
      <Formik initialValues={tag ? valuesOf(tag) : EMPTY} validationSchema={trackingTagYupSchema} onSubmit={save} validateOnBlur={false}>
        {({ errors, touched, isSubmitting, getFieldProps, values, setFieldValue }) => (
          <Form noValidate aria-label={editing ? TRACKING_TAG_COPY.editTitle : TRACKING_TAG_COPY.createTitle}>
            <Stack gap="4">
              <Field label={TRACKING_TAG_COPY.name} errorText={touched.name ? errors.name : undefined} required>
                <Input {...getFieldProps('name')} autoFocus />
              </Field>
              <Field label={TRACKING_TAG_COPY.tagType} errorText={touched.tagType ? errors.tagType : undefined} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...getFieldProps('tagType')}>
                    {TAG_TYPES.map((type: TagType) => (
                      <option key={type} value={type}>
                        {TAG_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={TRACKING_TAG_COPY.tagId} errorText={touched.tagId ? errors.tagId : undefined} required>
                <Input {...getFieldProps('tagId')} autoComplete="off" autoCapitalize="none" />
              </Field>
              {values.tagType === 'custom' && (
                <Field label={TRACKING_TAG_COPY.tagContent} helperText={TRACKING_TAG_COPY.tagContentHint} errorText={touched.tagContent ? errors.tagContent : undefined} required>
                  <Textarea {...getFieldProps('tagContent')} rows={6} fontFamily="mono" />
                </Field>
              )}
              <Field label={TRACKING_TAG_COPY.description} errorText={touched.description ? errors.description : undefined}>
                <Input {...getFieldProps('description')} />
              </Field>
              <Checkbox.Root checked={values.isActive} onCheckedChange={(details) => setFieldValue('isActive', details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{TRACKING_TAG_COPY.isActive}</Checkbox.Label>
              </Checkbox.Root>
              <Stack direction="row" gap="2" justify="end">
                <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                  {TRACKING_TAG_COPY.cancel}
                </Button>
                <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                  {editing ? TRACKING_TAG_COPY.save : TRACKING_TAG_COPY.create}
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

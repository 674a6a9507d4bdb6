import { Button, Checkbox, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { CMS_COPY, PAGE_CONTENT_TOASTS, type PageContent, type PageContentInput } from '#shared/admin/content-rules.ts';
import { pageContentYupSchema } from '#shared/admin/content.yup.ts';
import { EDITABLE_ELEMENTS, EDITABLE_SECTIONS, ELEMENT_TYPES, editableElement, type ElementType } from '#shared/cms/editable-elements.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { createPageContent } from './api/create-page-content.ts';
import { updatePageContent } from './api/update-page-content.ts';
import { MediaUploadField } from './media-upload-field.tsx';

type Values = { sectionId: string; elementType: ElementType | ''; elementId: string; content: string; metadata: string; isActive: boolean };

const EMPTY: Values = { sectionId: '', elementType: '', elementId: '', content: '', metadata: '', isActive: true };

const valuesOf = (item: PageContent): Values => ({ ...item, metadata: item.metadata ?? '' });

/**
 * Creates or edits the content of one page element. The sections and elements to pick from are the ones the public
 * pages mark; choosing an element sets its type and shows its built-in value. A button or link also takes a target;
 * an image takes an uploaded photograph (its address becomes the content) or an https address.
 */
export function PageContentForm({ item, onDone }: { item?: PageContent; onDone: (saved: boolean) => void }) {
  const toast = useToast();
  const failure = item ? PAGE_CONTENT_TOASTS.updateFailed : PAGE_CONTENT_TOASTS.createFailed;

  const save = async (values: Values) => {
    const input: PageContentInput = {
      sectionId: values.sectionId,
      elementType: values.elementType as ElementType,
      elementId: values.elementId,
      content: values.content.trim(),
      metadata: values.metadata.trim() || undefined,
      isActive: values.isActive,
    };
    try {
      await (item ? updatePageContent(input) : createPageContent(input));
      toast(item ? PAGE_CONTENT_TOASTS.updated : PAGE_CONTENT_TOASTS.created);
      onDone(true);
    } catch (error) {
      toast({ ...failure, description: serverMessage(error) ?? failure.description });
    }
  };

  return (
    <Formik initialValues={item ? valuesOf(item) : EMPTY} validationSchema={pageContentYupSchema} onSubmit={save} validateOnBlur={false}>
      {({ errors, touched, isSubmitting, getFieldProps, values, setFieldValue, setValues }) => {
        const element = editableElement(values.elementId);
        const hasTarget = values.elementType === 'button' || values.elementType === 'link';
        return (
          <Form noValidate>
            <Stack gap="4" maxWidth="2xl">
              <Field label={CMS_COPY.section} errorText={touched.sectionId ? errors.sectionId : undefined} required>
                <NativeSelect.Root disabled={item !== undefined}>
                  <NativeSelect.Field
                    {...getFieldProps('sectionId')}
                    placeholder={CMS_COPY.choose}
                    onChange={(event) => setValues({ ...values, sectionId: event.currentTarget.value, elementId: '', elementType: '' })}
                  >
                    {EDITABLE_SECTIONS.map((section) => (
                      <option key={section.id} value={section.id}>
                        {section.label} ({section.id})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={CMS_COPY.element} errorText={touched.elementId ? errors.elementId : undefined} required>
                <NativeSelect.Root disabled={item !== undefined}>
                  <NativeSelect.Field
                    {...getFieldProps('elementId')}
                    placeholder={CMS_COPY.choose}
                    onChange={(event) => {
                      const chosen = editableElement(event.currentTarget.value);
                      setValues({ ...values, elementId: event.currentTarget.value, elementType: chosen?.elementType ?? '' });
                    }}
                  >
                    {EDITABLE_ELEMENTS.filter((option) => option.sectionId === values.sectionId).map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label} ({option.id})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={CMS_COPY.elementType} errorText={touched.elementType ? errors.elementType : undefined} required>
                <NativeSelect.Root disabled={element !== undefined}>
                  <NativeSelect.Field {...getFieldProps('elementType')} placeholder={CMS_COPY.choose}>
                    {ELEMENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              {element && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {CMS_COPY.builtIn}: {element.content}
                  {element.target ? ` → ${element.target}` : ''} ({CMS_COPY.page} {element.page})
                </Text>
              )}
              <Field
                label={CMS_COPY.content}
                errorText={touched.content ? errors.content : undefined}
                helperText={values.elementType === 'image' ? CMS_COPY.imageHint : undefined}
                required
              >
                <Textarea {...getFieldProps('content')} rows={3} />
              </Field>
              {values.elementType === 'image' && <MediaUploadField onUploaded={(address) => setFieldValue('content', address)} />}
              {hasTarget && (
                <Field label={CMS_COPY.metadata} errorText={touched.metadata || errors.metadata ? errors.metadata : undefined} helperText={CMS_COPY.metadataHint}>
                  <Input {...getFieldProps('metadata')} inputMode="url" />
                </Field>
              )}
              <Checkbox.Root checked={values.isActive} onCheckedChange={(details) => setFieldValue('isActive', details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{CMS_COPY.active}</Checkbox.Label>
              </Checkbox.Root>
              <Flex gap="2">
                <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                  {CMS_COPY.save}
                </Button>
                <Button variant="outline" onClick={() => onDone(false)} disabled={isSubmitting}>
                  {CMS_COPY.cancel}
                </Button>
              </Flex>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}

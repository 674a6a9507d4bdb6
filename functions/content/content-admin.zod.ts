/**
 * The input of the staff content routes (content items, testimonials, page content), with the messages of
 * shared/admin/content-rules.ts; the admin forms check the same rules (shared/admin/content.yup.ts).
 */
import * as z from 'zod';
import { CONTENT_LIMITS, CONTENT_MESSAGES, pageContentProblems } from '#shared/admin/content-rules.ts';
import { ELEMENT_TYPES, isHttpsUrl } from '#shared/cms/editable-elements.ts';

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const pathId = (message: string) => z.string({ error: message }).trim().min(1, message).max(CONTENT_LIMITS.idMax, message);

export const contentKeyPathSchema = z.object({ key: z.string().regex(/^[a-z0-9_-]{1,64}$/i, CONTENT_MESSAGES.contentKey) });
export type ContentKeyPath = z.infer<typeof contentKeyPathSchema>;

export const contentUpdateSchema = z.object({
  title: required(CONTENT_MESSAGES.titleRequired, CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.titleTooLong),
  content: required(CONTENT_MESSAGES.contentRequired, CONTENT_LIMITS.contentMax, CONTENT_MESSAGES.contentTooLong),
});
export type ContentUpdateBody = z.infer<typeof contentUpdateSchema>;

export const testimonialIdPathSchema = z.object({ id: pathId(CONTENT_MESSAGES.testimonialId) });
export type TestimonialIdPath = z.infer<typeof testimonialIdPathSchema>;

export const testimonialSchema = z.object({
  name: required(CONTENT_MESSAGES.nameRequired, CONTENT_LIMITS.nameMax, CONTENT_MESSAGES.textTooLong),
  position: z.string().trim().max(CONTENT_LIMITS.positionMax, CONTENT_MESSAGES.textTooLong).default(''),
  company: z.string().trim().max(CONTENT_LIMITS.companyMax, CONTENT_MESSAGES.textTooLong).default(''),
  rating: z
    .number({ error: CONTENT_MESSAGES.rating })
    .int(CONTENT_MESSAGES.rating)
    .min(CONTENT_LIMITS.ratingMin, CONTENT_MESSAGES.rating)
    .max(CONTENT_LIMITS.ratingMax, CONTENT_MESSAGES.rating),
  content: required(CONTENT_MESSAGES.contentRequired, CONTENT_LIMITS.contentMax, CONTENT_MESSAGES.contentTooLong),
  imageUrl: z
    .string({ error: CONTENT_MESSAGES.imageUrl })
    .trim()
    .max(CONTENT_LIMITS.imageUrlMax, CONTENT_MESSAGES.imageUrl)
    .refine((value) => value === '' || isHttpsUrl(value), CONTENT_MESSAGES.imageUrl)
    .default(''),
  isActive: z.boolean({ error: CONTENT_MESSAGES.isActive }).default(true),
});
export type TestimonialBody = z.infer<typeof testimonialSchema>;

export const elementIdPathSchema = z.object({ elementId: pathId(CONTENT_MESSAGES.elementRequired) });
export type ElementIdPath = z.infer<typeof elementIdPathSchema>;

export const pageContentSchema = z
  .object({
    sectionId: required(CONTENT_MESSAGES.sectionRequired, CONTENT_LIMITS.idMax, CONTENT_MESSAGES.sectionRequired),
    elementType: z.enum(ELEMENT_TYPES, { error: CONTENT_MESSAGES.elementType }),
    elementId: required(CONTENT_MESSAGES.elementRequired, CONTENT_LIMITS.idMax, CONTENT_MESSAGES.unknownElement),
    content: required(CONTENT_MESSAGES.contentRequired, CONTENT_LIMITS.contentMax, CONTENT_MESSAGES.contentTooLong),
    metadata: z
      .string()
      .trim()
      .max(CONTENT_LIMITS.metadataMax, CONTENT_MESSAGES.metadataTooLong)
      .optional()
      .transform((value) => value || undefined),
    isActive: z.boolean({ error: CONTENT_MESSAGES.isActive }).default(true),
  })
  .superRefine((input, context) => {
    for (const [field, message] of Object.entries(pageContentProblems(input))) context.addIssue({ code: 'custom', path: [field], message });
  });
export type PageContentBody = z.infer<typeof pageContentSchema>;

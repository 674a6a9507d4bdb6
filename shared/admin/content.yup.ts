import { boolean, number, object, string } from 'yup';
import { ELEMENT_TYPES, isHttpsUrl } from '../cms/editable-elements.ts';
import { CONTENT_LIMITS, CONTENT_MESSAGES, pageContentProblems } from './content-rules.ts';

/**
 * The admin's content forms: the same rules and messages as the API's Zod schemas
 * (functions/content/content-admin.zod.ts).
 */
export const contentItemYupSchema = object({
  title: string().trim().required(CONTENT_MESSAGES.titleRequired).max(CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.titleTooLong),
  content: string().trim().required(CONTENT_MESSAGES.contentRequired).max(CONTENT_LIMITS.contentMax, CONTENT_MESSAGES.contentTooLong),
});

export const testimonialYupSchema = object({
  name: string().trim().required(CONTENT_MESSAGES.nameRequired).max(CONTENT_LIMITS.nameMax, CONTENT_MESSAGES.textTooLong),
  position: string().trim().max(CONTENT_LIMITS.positionMax, CONTENT_MESSAGES.textTooLong),
  company: string().trim().max(CONTENT_LIMITS.companyMax, CONTENT_MESSAGES.textTooLong),
  rating: number()
    .typeError(CONTENT_MESSAGES.rating)
    .required(CONTENT_MESSAGES.rating)
    .integer(CONTENT_MESSAGES.rating)
    .min(CONTENT_LIMITS.ratingMin, CONTENT_MESSAGES.rating)
    .max(CONTENT_LIMITS.ratingMax, CONTENT_MESSAGES.rating),
  content: string().trim().required(CONTENT_MESSAGES.contentRequired).max(CONTENT_LIMITS.contentMax, CONTENT_MESSAGES.contentTooLong),
  imageUrl: string()
    .trim()
    .max(CONTENT_LIMITS.imageUrlMax, CONTENT_MESSAGES.imageUrl)
    .test('https', CONTENT_MESSAGES.imageUrl, (value) => !value || isHttpsUrl(value)),
  isActive: boolean(),
});

export const pageContentYupSchema = object({
  sectionId: string().trim().required(CONTENT_MESSAGES.sectionRequired),
  elementType: string().oneOf(ELEMENT_TYPES, CONTENT_MESSAGES.elementType).required(CONTENT_MESSAGES.elementType),
  elementId: string().trim().required(CONTENT_MESSAGES.elementRequired),
  content: string().trim().required(CONTENT_MESSAGES.contentRequired).max(CONTENT_LIMITS.contentMax, CONTENT_MESSAGES.contentTooLong),
  metadata: string().trim().max(CONTENT_LIMITS.metadataMax, CONTENT_MESSAGES.metadataTooLong),
  isActive: boolean(),
}).test('page-elements', (value, context) => {
  if (!value.sectionId || !value.elementId || !value.elementType) return true;
  const problems = Object.entries(pageContentProblems({ ...value, content: value.content ?? '', elementType: value.elementType }));
  if (problems.length === 0) return true;
  const [path, message] = problems[0]!;
  return context.createError({ path, message });
});

import { boolean, mixed, object, string } from 'yup';
import { TAG_ID_FORMAT_MESSAGES, TAG_ID_PATTERNS, TAG_TYPES, TRACKING_TAG_LIMITS, TRACKING_TAG_MESSAGES, type TagType } from './tracking-tag-rules.ts';

/** The tag dialog: the same rules and messages as the API's Zod schema (tracking-tag.zod.ts). */
export const trackingTagYupSchema = object({
  name: string().trim().required(TRACKING_TAG_MESSAGES.name).max(TRACKING_TAG_LIMITS.nameMax, TRACKING_TAG_MESSAGES.nameTooLong),
  tagType: mixed<TagType>().oneOf(TAG_TYPES, TRACKING_TAG_MESSAGES.tagType).required(TRACKING_TAG_MESSAGES.tagType),
  tagId: string()
    .trim()
    .required(TRACKING_TAG_MESSAGES.tagId)
    .max(TRACKING_TAG_LIMITS.tagIdMax, TRACKING_TAG_MESSAGES.tagIdTooLong)
    .test('tag-id-format', (value, context) => {
      const type = context.parent.tagType as TagType;
      if (!value || type === 'custom' || !(type in TAG_ID_PATTERNS)) return true;
      const pattern = TAG_ID_PATTERNS[type as Exclude<TagType, 'custom'>];
      return pattern.test(value) || context.createError({ message: TAG_ID_FORMAT_MESSAGES[type as Exclude<TagType, 'custom'>] });
    }),
  tagContent: string()
    .trim()
    .max(TRACKING_TAG_LIMITS.tagContentMax, TRACKING_TAG_MESSAGES.tagContentTooLong)
    .test('custom-code', TRACKING_TAG_MESSAGES.tagContent, (value, context) => context.parent.tagType !== 'custom' || Boolean(value)),
  description: string().trim().max(TRACKING_TAG_LIMITS.descriptionMax, TRACKING_TAG_MESSAGES.descriptionTooLong),
  isActive: boolean().required(TRACKING_TAG_MESSAGES.isActive),
});

export type TrackingTagFormValues = { name: string; tagType: TagType; tagId: string; tagContent: string; description: string; isActive: boolean };

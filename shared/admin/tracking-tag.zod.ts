import * as z from 'zod';
import { TAG_ID_FORMAT_MESSAGES, TAG_ID_PATTERNS, TAG_TYPES, TRACKING_TAG_LIMITS, TRACKING_TAG_MESSAGES } from './tracking-tag-rules.ts';

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/**
 * POST /api/tracking-tags and PUT /api/tracking-tags/{id}: name and id required, the id in its type's shape, custom
 * code only (and then required) for the custom type; isActive defaults to true.
 */
export const trackingTagBodySchema = z
  .object({
    name: z.string({ error: TRACKING_TAG_MESSAGES.name }).trim().min(1, TRACKING_TAG_MESSAGES.name).max(TRACKING_TAG_LIMITS.nameMax, TRACKING_TAG_MESSAGES.nameTooLong),
    tagType: z.enum(TAG_TYPES, { error: TRACKING_TAG_MESSAGES.tagType }),
    tagId: z.string({ error: TRACKING_TAG_MESSAGES.tagId }).trim().min(1, TRACKING_TAG_MESSAGES.tagId).max(TRACKING_TAG_LIMITS.tagIdMax, TRACKING_TAG_MESSAGES.tagIdTooLong),
    tagContent: optionalText(TRACKING_TAG_LIMITS.tagContentMax, TRACKING_TAG_MESSAGES.tagContentTooLong),
    description: optionalText(TRACKING_TAG_LIMITS.descriptionMax, TRACKING_TAG_MESSAGES.descriptionTooLong),
    isActive: z.boolean({ error: TRACKING_TAG_MESSAGES.isActive }).default(true),
  })
  .superRefine((tag, context) => {
    if (tag.tagType === 'custom') {
      if (!tag.tagContent) context.addIssue({ code: 'custom', path: ['tagContent'], message: TRACKING_TAG_MESSAGES.tagContent });
      return;
    }
    if (!TAG_ID_PATTERNS[tag.tagType].test(tag.tagId)) {
      context.addIssue({ code: 'custom', path: ['tagId'], message: TAG_ID_FORMAT_MESSAGES[tag.tagType] });
    }
  })
  // Custom code belongs to the custom type only: any other type's code is dropped, never stored.
  .transform((tag) => (tag.tagType === 'custom' ? tag : { ...tag, tagContent: undefined }));
export type TrackingTagBody = z.infer<typeof trackingTagBodySchema>;

export const trackingTagPathSchema = z.object({
  id: z.string({ error: TRACKING_TAG_MESSAGES.id }).trim().min(1, TRACKING_TAG_MESSAGES.id).max(TRACKING_TAG_LIMITS.idMax, TRACKING_TAG_MESSAGES.id),
});
export type TrackingTagPath = z.infer<typeof trackingTagPathSchema>;

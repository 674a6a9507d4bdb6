/**
 * The Marketing Tags tab's rules and texts (spec uk-and-admin.md sections 3, 5 and 8). A tag id goes into a script
 * address or a tracker call, so it is checked against its type's shape (the loader's TAG_ID_PATTERNS, one rule for the
 * form, the API and the public loader); a custom tag has no id shape and carries its own code instead.
 */
import type { ToastMessage } from '../main-site/messages.ts';
import type { TagType } from '../main-site/tracking-tags.ts';

export { TAG_ID_PATTERNS, TAG_TYPES, type TagType } from '../main-site/tracking-tags.ts';

export const TRACKING_TAG_LIMITS = { nameMax: 100, tagIdMax: 100, descriptionMax: 500, tagContentMax: 10_000, idMax: 64 } as const;

export const TRACKING_TAG_MESSAGES = {
  name: 'Tag name is required',
  tagId: 'Tag ID is required',
  tagType: 'Choose one of: google_analytics, google_ads, facebook_pixel, linkedin_insight, google_tag_manager, custom',
  nameTooLong: `Tag name must be at most ${TRACKING_TAG_LIMITS.nameMax} characters`,
  tagIdTooLong: `Tag ID must be at most ${TRACKING_TAG_LIMITS.tagIdMax} characters`,
  descriptionTooLong: `Description must be at most ${TRACKING_TAG_LIMITS.descriptionMax} characters`,
  tagContent: 'Custom code is required for a custom tag',
  tagContentTooLong: `Custom code must be at most ${TRACKING_TAG_LIMITS.tagContentMax} characters`,
  isActive: 'Choose whether the tag is active',
  notFound: 'This tracking tag does not exist. It may have been deleted.',
  id: 'Unknown tracking tag',
} as const;

/** What a tag id of each type looks like, said when it does not. */
export const TAG_ID_FORMAT_MESSAGES: Readonly<Record<Exclude<TagType, 'custom'>, string>> = {
  google_analytics: 'A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX (G- then capital letters and digits)',
  google_ads: 'A Google Ads ID looks like AW-123456789 (AW- then digits)',
  facebook_pixel: 'A Meta pixel ID is 6 to 20 digits',
  linkedin_insight: 'A LinkedIn Insight partner ID is 3 to 20 digits',
  google_tag_manager: 'A Google Tag Manager container ID looks like GTM-XXXXXXX (GTM- then capital letters and digits)',
};

/** The spec's catalogue: three failures and three successes. */
export const TRACKING_TAG_TOASTS = {
  createFailed: { title: 'Error', description: 'Failed to create tracking tag', variant: 'destructive' },
  updateFailed: { title: 'Error', description: 'Failed to update tracking tag', variant: 'destructive' },
  deleteFailed: { title: 'Error', description: 'Failed to delete tracking tag', variant: 'destructive' },
  created: { title: 'Success', description: 'Tracking tag created successfully', variant: 'default' },
  updated: { title: 'Success', description: 'Tracking tag updated successfully', variant: 'default' },
  deleted: { title: 'Success', description: 'Tracking tag deleted successfully', variant: 'default' },
} as const satisfies Record<string, ToastMessage>;

export const TAG_TYPE_LABELS: Readonly<Record<TagType, string>> = {
  google_analytics: 'Google Analytics 4',
  google_ads: 'Google Ads',
  facebook_pixel: 'Meta (Facebook) Pixel',
  linkedin_insight: 'LinkedIn Insight',
  google_tag_manager: 'Google Tag Manager',
  custom: 'Custom code',
};

export const TRACKING_TAG_COPY = {
  heading: 'Marketing Tags',
  intro: 'Analytics, ads and pixel tags the public site loads after the visitor consents.',
  caption: 'Tracking tags',
  add: 'Add tag',
  createTitle: 'Add tracking tag',
  editTitle: 'Edit tracking tag',
  close: 'Close',
  name: 'Tag name',
  tagType: 'Tag type',
  tagId: 'Tag ID',
  tagContent: 'Custom code',
  tagContentHint: 'Script code run as is on every public page after marketing consent.',
  description: 'Description',
  isActive: 'Active',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  inactive: 'Inactive',
  save: 'Save',
  create: 'Create',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this tracking tag? The site stops loading it at once.',
  loading: 'Loading tracking tags...',
  empty: 'No tracking tags yet.',
  error: 'The tracking tags could not be loaded.',
} as const;

/** One tag as staff see it: GET /api/tracking-tags rows, and the answer of POST and PUT. */
export type AdminTrackingTag = {
  id: string;
  name: string;
  tagType: TagType;
  tagId: string;
  tagContent?: string;
  description?: string;
  isActive: boolean;
  createdAt: string;
  updatedAt?: string;
};

/** What POST /api/tracking-tags and PUT /api/tracking-tags/{id} take. */
export type TrackingTagInput = Pick<AdminTrackingTag, 'name' | 'tagType' | 'tagId' | 'tagContent' | 'description'> & { isActive?: boolean };

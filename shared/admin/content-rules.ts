/**
 * The rules, messages and copy of the Content Management and CMS Editor tabs (spec uk-and-admin.md sections 3, 5 and
 * 8). The spec's literals are copied exactly; the limits and the wording the spec leaves out are ours, marked so.
 * The admin routes validate with them (Zod) and the admin forms (Yup) show the same words.
 */
import type { ToastMessage } from '../main-site/messages.ts';
import { ELEMENT_TYPES, editableElement, isImageAddress, isSafeTarget, type ElementType } from '../cms/editable-elements.ts';

/** Ours: lengths far above any real headline, quote or address, so a paste cannot fill the table. */
export const CONTENT_LIMITS = {
  titleMax: 200,
  contentMax: 5000,
  nameMax: 120,
  positionMax: 120,
  companyMax: 120,
  imageUrlMax: 2048,
  ratingMin: 1,
  ratingMax: 5,
  metadataMax: 2048,
  idMax: 128,
} as const;

export const CONTENT_MESSAGES = {
  // The spec's (section 5).
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  sectionRequired: 'Section ID is required',
  elementRequired: 'Element ID is required',
  confirmDelete: 'Are you sure you want to delete this content?',
  // Ours: the spec names no message for these.
  titleTooLong: `Title must be at most ${CONTENT_LIMITS.titleMax} characters`,
  contentTooLong: `Content must be at most ${CONTENT_LIMITS.contentMax} characters`,
  nameRequired: 'Name is required',
  textTooLong: `Please shorten this to at most ${CONTENT_LIMITS.nameMax} characters`,
  rating: `Rating must be a whole number from ${CONTENT_LIMITS.ratingMin} to ${CONTENT_LIMITS.ratingMax}`,
  imageUrl: 'Image URL must be an https:// address, or empty',
  elementType: `Element type must be one of: ${ELEMENT_TYPES.join(', ')}`,
  unknownElement: 'Choose one of the page elements the site lets staff change',
  sectionMismatch: 'This element belongs to another section',
  typeMismatch: 'This element has another type',
  target: 'The link target must be a path on this site (/uk), an anchor (#lead-form) or an https:// address',
  metadataTooLong: `Metadata must be at most ${CONTENT_LIMITS.metadataMax} characters`,
  noTargetHere: 'Only a button or a link has a target',
  contentKey: 'Please give the key of a content item',
  contentNotFound: 'This content item does not exist.',
  testimonialId: 'Please give the id of a testimonial',
  testimonialNotFound: 'This testimonial does not exist. It may have been deleted.',
  pageContentNotFound: 'There is no page content for this element. It may have been deleted.',
  pageContentExists: 'This element already has page content. Edit it instead.',
  isActive: 'Active must be true or false',
  elementChanged: 'The element of an item cannot change: delete it and create one for the other element',
} as const;

/** The spec's toasts (section 8) for the content items, and ours for the testimonials (the spec names none). */
export const CONTENT_TOASTS = {
  updated: { title: 'Content Updated', description: 'Content has been updated successfully.', variant: 'default' },
  updateFailed: { title: 'Error', description: 'Failed to update content.', variant: 'destructive' },
  testimonialSaved: { title: 'Testimonial saved', description: 'The home page shows the change now.', variant: 'default' },
  testimonialSaveFailed: { title: 'Error', description: 'Failed to save testimonial.', variant: 'destructive' },
  testimonialDeleted: { title: 'Testimonial deleted', description: 'It no longer appears on the site.', variant: 'default' },
  testimonialDeleteFailed: { title: 'Error', description: 'Failed to delete testimonial.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/** The spec's page-content failures (section 8: the server's message first); the successes are ours. */
export const PAGE_CONTENT_TOASTS = {
  created: { title: 'Page content created', description: 'The page shows it now.', variant: 'default' },
  updated: { title: 'Page content updated', description: 'The page shows it now.', variant: 'default' },
  deleted: { title: 'Page content deleted', description: 'The page shows its built-in value again.', variant: 'default' },
  createFailed: { title: 'Error', description: 'Failed to create page content', variant: 'destructive' },
  updateFailed: { title: 'Error', description: 'Failed to update page content', variant: 'destructive' },
  deleteFailed: { title: 'Error', description: 'Failed to delete page content', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/** Ours: the labels of the two tabs' screens. */
export const CONTENT_COPY = {
  websiteContent: 'Website Content',
  testimonials: 'Testimonials',
  title: 'Title',
  content: 'Content',
  key: 'Key',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  active: 'Active',
  inactive: 'Inactive',
  name: 'Name',
  position: 'Position',
  company: 'Company',
  rating: 'Rating',
  imageUrl: 'Image URL',
  addTestimonial: 'Add testimonial',
  activate: 'Activate',
  deactivate: 'Deactivate',
  newTestimonial: 'New testimonial',
  loading: 'Loading content...',
  empty: 'No content items yet.',
  error: 'The content could not be loaded.',
  testimonialsLoading: 'Loading testimonials...',
  testimonialsEmpty: 'No testimonials yet.',
  testimonialsError: 'The testimonials could not be loaded.',
  confirmTitle: 'Delete',
  close: 'Close',
} as const;

export const CMS_COPY = {
  listTab: 'Content Management',
  formTab: 'Add Content',
  editTab: 'Edit Content',
  section: 'Section ID',
  element: 'Element ID',
  elementType: 'Element type',
  content: 'Content',
  metadata: 'Target (metadata)',
  metadataHint: 'For a button or link: where it leads, e.g. /uk, #lead-form or https://...',
  imageHint: 'For an image: its https:// address.',
  active: 'Active',
  builtIn: 'Built-in value',
  choose: 'Choose...',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  loading: 'Loading page content...',
  empty: 'No page content yet. The pages show their built-in values.',
  error: 'The page content could not be loaded.',
  page: 'Page',
  yes: 'Yes',
  no: 'No',
} as const;

/** GET /api/content: one content item as staff see it. */
export type AdminContentItem = { key: string; title: string; content: string; isActive: boolean; updatedAt: string };
/** PUT /api/content/{key} body. */
export type ContentUpdateInput = { title: string; content: string };

/** A testimonial as staff see it (spec section 3). */
export type AdminTestimonial = {
  id: string;
  name: string;
  position: string;
  company: string;
  rating: number;
  content: string;
  imageUrl: string;
  isActive: boolean;
  createdAt: string;
  updatedAt?: string;
};
/** POST /api/admin/testimonials and PUT /api/admin/testimonials/{id} body. */
export type TestimonialInput = Omit<AdminTestimonial, 'id' | 'createdAt' | 'updatedAt'>;

/** One page-content item (spec section 3). */
export type PageContent = {
  id: string;
  sectionId: string;
  elementType: ElementType;
  elementId: string;
  content: string;
  metadata?: string;
  isActive: boolean;
  updatedAt: string;
};
/** POST /api/cms/page-content and PUT /api/cms/page-content/{elementId} body (isActive defaults to true). */
export type PageContentInput = Omit<PageContent, 'id' | 'updatedAt' | 'isActive'> & { isActive?: boolean };
/** GET /api/page-content/active (public): what the pages apply. */
export type ActivePageContent = Pick<PageContent, 'elementId' | 'elementType' | 'content' | 'metadata'>;

/**
 * The checks of a page-content item that involve more than one field, for the API (Zod) and the form (Yup) alike:
 * the element is one the pages mark, in the chosen section and of the chosen type; a button/link target and an
 * image's address are safe. Answers a message per field; empty when the item is fine.
 */
export function pageContentProblems(input: { sectionId: string; elementType: string; elementId: string; content: string; metadata?: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const element = editableElement(input.elementId);
  if (!element) {
    problems.elementId = CONTENT_MESSAGES.unknownElement;
    return problems;
  }
  if (element.sectionId !== input.sectionId) problems.sectionId = CONTENT_MESSAGES.sectionMismatch;
  if (element.elementType !== input.elementType) problems.elementType = CONTENT_MESSAGES.typeMismatch;
  const metadata = input.metadata?.trim() ?? '';
  const hasTarget = element.elementType === 'button' || element.elementType === 'link';
  if (metadata && !hasTarget) problems.metadata = CONTENT_MESSAGES.noTargetHere;
  if (metadata && hasTarget && !isSafeTarget(metadata)) problems.metadata = CONTENT_MESSAGES.target;
  if (element.elementType === 'image' && input.content.trim() && !isImageAddress(input.content.trim())) problems.content = CONTENT_MESSAGES.imageUrl;
  return problems;
}

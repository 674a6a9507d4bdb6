/** The content tabs' words as the spec states them (uk-and-admin.md sections 5 and 8), copied; ours pinned as literals. */
import { CONTENT_LIMITS, CONTENT_MESSAGES, CONTENT_TOASTS, PAGE_CONTENT_TOASTS } from './content-rules.ts';

describe('Content Management and CMS Editor, as the spec words them', () => {
  it("validates content items with 'Title is required' and 'Content is required'", () => {
    expect(CONTENT_MESSAGES.titleRequired).toBe('Title is required');
    expect(CONTENT_MESSAGES.contentRequired).toBe('Content is required');
  });

  it("validates page content with 'Section ID is required' and 'Element ID is required', and asks before deleting", () => {
    expect(CONTENT_MESSAGES.sectionRequired).toBe('Section ID is required');
    expect(CONTENT_MESSAGES.elementRequired).toBe('Element ID is required');
    expect(CONTENT_MESSAGES.confirmDelete).toBe('Are you sure you want to delete this content?');
  });

  it("toasts 'Content Updated' / 'Content has been updated successfully.' and 'Failed to update content.'", () => {
    expect(CONTENT_TOASTS.updated).toEqual({ title: 'Content Updated', description: 'Content has been updated successfully.', variant: 'default' });
    expect(CONTENT_TOASTS.updateFailed).toEqual({ title: 'Error', description: 'Failed to update content.', variant: 'destructive' });
  });

  it("falls back to 'Failed to create page content', 'Failed to update page content', 'Failed to delete page content'", () => {
    expect(PAGE_CONTENT_TOASTS.createFailed).toEqual({ title: 'Error', description: 'Failed to create page content', variant: 'destructive' });
    expect(PAGE_CONTENT_TOASTS.updateFailed).toEqual({ title: 'Error', description: 'Failed to update page content', variant: 'destructive' });
    expect(PAGE_CONTENT_TOASTS.deleteFailed).toEqual({ title: 'Error', description: 'Failed to delete page content', variant: 'destructive' });
  });

  // Ours: the spec gives the rating "out of 5" and no lengths or other messages; pinned so a change is deliberate.
  it('keeps our limits and messages where the spec is silent', () => {
    expect(CONTENT_LIMITS).toEqual({
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
    });
    expect(CONTENT_MESSAGES).toMatchObject({
      titleTooLong: 'Title must be at most 200 characters',
      contentTooLong: 'Content must be at most 5000 characters',
      nameRequired: 'Name is required',
      textTooLong: 'Please shorten this to at most 120 characters',
      rating: 'Rating must be a whole number from 1 to 5',
      imageUrl: 'Image URL must be an https:// address, or empty',
      elementType: 'Element type must be one of: text, image, button, link',
      unknownElement: 'Choose one of the page elements the site lets staff change',
      sectionMismatch: 'This element belongs to another section',
      typeMismatch: 'This element has another type',
      target: 'The link target must be a path on this site (/uk), an anchor (#lead-form) or an https:// address',
      metadataTooLong: 'Metadata must be at most 2048 characters',
      noTargetHere: 'Only a button or a link has a target',
      contentKey: 'Please give the key of a content item',
      contentNotFound: 'This content item does not exist.',
      testimonialId: 'Please give the id of a testimonial',
      testimonialNotFound: 'This testimonial does not exist. It may have been deleted.',
      pageContentNotFound: 'There is no page content for this element. It may have been deleted.',
      pageContentExists: 'This element already has page content. Edit it instead.',
      isActive: 'Active must be true or false',
      elementChanged: 'The element of an item cannot change: delete it and create one for the other element',
    });
    expect(Object.keys(CONTENT_MESSAGES)).toHaveLength(26);
    expect(CONTENT_TOASTS).toMatchObject({
      testimonialSaved: { title: 'Testimonial saved', description: 'The home page shows the change now.', variant: 'default' },
      testimonialSaveFailed: { title: 'Error', description: 'Failed to save testimonial.', variant: 'destructive' },
      testimonialDeleted: { title: 'Testimonial deleted', description: 'It no longer appears on the site.', variant: 'default' },
      testimonialDeleteFailed: { title: 'Error', description: 'Failed to delete testimonial.', variant: 'destructive' },
    });
    expect(PAGE_CONTENT_TOASTS).toMatchObject({
      created: { title: 'Page content created', description: 'The page shows it now.', variant: 'default' },
      updated: { title: 'Page content updated', description: 'The page shows it now.', variant: 'default' },
      deleted: { title: 'Page content deleted', description: 'The page shows its built-in value again.', variant: 'default' },
    });
  });
});

import { TRACKING_TAG_MESSAGES, TRACKING_TAG_TOASTS } from './tracking-tag-rules.ts';
import { trackingTagYupSchema } from './tracking-tag.yup.ts';
import { trackingTagBodySchema } from './tracking-tag.zod.ts';

describe('Tracking tag rules', () => {
  it("carry the spec's validation and catalogue messages (uk-and-admin.md sections 5 and 8)", () => {
    expect(TRACKING_TAG_MESSAGES.name).toBe('Tag name is required');
    expect(TRACKING_TAG_MESSAGES.tagId).toBe('Tag ID is required');
    expect(Object.values(TRACKING_TAG_TOASTS).map((toast) => toast.description)).toEqual([
      'Failed to create tracking tag',
      'Failed to update tracking tag',
      'Failed to delete tracking tag',
      'Tracking tag created successfully',
      'Tracking tag updated successfully',
      'Tracking tag deleted successfully',
    ]);
  });

  const base = { name: 'Tag', tagContent: '', description: '', isActive: true };
  it.each([
    ['google_analytics', 'G-ABCD123', true],
    ['google_analytics', 'G-abc', false],
    ['google_ads', 'AW-1234', true],
    ['google_ads', 'AW-12a4', false],
    ['facebook_pixel', '123456', true],
    ['facebook_pixel', '12345', false],
    ['linkedin_insight', '123', true],
    ['linkedin_insight', '12', false],
    ['google_tag_manager', 'GTM-ABCD', true],
    ['google_tag_manager', 'GTM-AB', false],
  ])('the dialog and the API agree on a %s id %j (valid: %s)', (tagType, tagId, valid) => {
    const tag = { ...base, tagType, tagId };
    expect([trackingTagYupSchema.isValidSync(tag), trackingTagBodySchema.safeParse(tag).success]).toEqual([valid, valid]);
  });

  it('both need custom code for the custom type only', () => {
    const custom = { ...base, tagType: 'custom', tagId: 'anything at all' };
    expect([trackingTagYupSchema.isValidSync(custom), trackingTagBodySchema.safeParse(custom).success]).toEqual([false, false]);
    const withCode = { ...custom, tagContent: 'window.x = 1;' };
    expect([trackingTagYupSchema.isValidSync(withCode), trackingTagBodySchema.safeParse(withCode).success]).toEqual([true, true]);
  });
});

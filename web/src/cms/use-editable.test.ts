import { anchorTarget, editableValue } from './use-editable.ts';

describe('what an editable element shows', () => {
  it('shows the built-in label and target until the active items arrive, and when the element has none', () => {
    expect(editableValue('home-hero-consultation-button', undefined)).toEqual({
      text: 'Get Your Free Consultation',
      href: '#lead-form',
      marker: { 'data-cms-id': 'home-hero-consultation-button' },
    });
    expect(editableValue('home-header-uk-link', [{ elementId: 'home-hero-title', elementType: 'text', content: 'Other' }])).toMatchObject({ text: 'UK Clients', href: '/uk' });
  });

  it("shows the item's text and target while it is active", () => {
    const value = editableValue('home-header-uk-link', [{ elementId: 'home-header-uk-link', elementType: 'link', content: 'UK founders', metadata: '/uk/tax-savings' }]);

    expect(value).toMatchObject({ text: 'UK founders', href: '/uk/tax-savings' });
  });

  it('keeps the built-in target when the stored one is not a safe address, and the text as plain text', () => {
    const value = editableValue('home-header-uk-link', [{ elementId: 'home-header-uk-link', elementType: 'link', content: '<img src=x onerror=alert(1)>', metadata: 'javascript:alert(1)' }]);

    expect(value).toMatchObject({ text: '<img src=x onerror=alert(1)>', href: '/uk' });
  });

  it('shows an uploaded photograph or an https photograph in an image slot, and the designed art for any other value', () => {
    const slot = (content: string) => editableValue('home-about-image', [{ elementId: 'home-about-image', elementType: 'image', content }]).text;

    expect(slot('/media/3f2a9c1e-7b4d-4e2a-9f1c-0a1b2c3d4e5f/1440x960')).toBe('/media/3f2a9c1e-7b4d-4e2a-9f1c-0a1b2c3d4e5f/1440x960');
    expect(slot('https://images.example.com/team.jpg')).toBe('https://images.example.com/team.jpg');
    expect(slot('/admin')).toBe('Designed art: our advisers');
  });

  it('ignores an item of another type, and lets the page give a better default text', () => {
    const items = [{ elementId: 'home-hero-title', elementType: 'link' as const, content: 'Wrong type', metadata: '/uk' }];

    expect(editableValue('home-hero-title', items, 'From the content item').text).toBe('From the content item');
  });

  it('scrolls for an in-page anchor and navigates for anything else', () => {
    expect(anchorTarget('#lead-form')).toBe('lead-form');
    expect(anchorTarget('/uk')).toBeUndefined();
    expect(anchorTarget('https://example.com')).toBeUndefined();
  });
});

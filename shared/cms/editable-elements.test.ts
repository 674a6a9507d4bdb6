import { EDITABLE_ELEMENTS, EDITABLE_SECTIONS, ELEMENT_TYPES, editableElement, isHttpsUrl, isSafeTarget } from './editable-elements.ts';

describe('the elements staff may change', () => {
  it("offers the spec's four element types", () => {
    expect(ELEMENT_TYPES).toEqual(['text', 'image', 'button', 'link']);
  });

  // Ours: the stable ids the pages carry (data-cms-id); renaming one orphans what staff stored for it.
  it('keeps stable ids, each in a listed section, with a built-in value and, for buttons and links, a safe target', () => {
    expect(EDITABLE_ELEMENTS.map((element) => element.id)).toEqual([
      'home-hero-title',
      'home-hero-subtitle',
      'home-hero-consultation-button',
      'home-hero-whatsapp-button',
      'home-header-consultation-button',
      'home-header-uk-link',
      'home-hero-image',
      'home-about-image',
      'home-trust-image',
    ]);
    expect(EDITABLE_SECTIONS).toEqual([
      { id: 'home-hero', label: 'Home page: hero' },
      { id: 'home-header', label: 'Home page: header' },
      { id: 'home-about', label: 'Home page: about / our team' },
      { id: 'home-trust', label: 'Home page: licensed and trusted' },
    ]);
    for (const element of EDITABLE_ELEMENTS) {
      expect(EDITABLE_SECTIONS.some((section) => section.id === element.sectionId)).toBe(true);
      expect(element.content.length).toBeGreaterThan(0);
      if ('target' in element) expect(isSafeTarget(element.target)).toBe(true);
    }
    expect(editableElement('home-header-uk-link')).toMatchObject({ elementType: 'link', content: 'UK Clients', target: '/uk' });
    expect(editableElement('nothing')).toBeUndefined();
  });
});

describe('isSafeTarget', () => {
  it.each(['/uk', '/uk/tax-savings?x=1', '#lead-form', 'https://calendly.example.com/book', 'https://wa.me/971500000582?text=Hi%20there'])('accepts %s', (target) => {
    expect(isSafeTarget(target)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'http://example.com', '//evil.example', '/\\evil.example', 'data:text/html,x', 'uk', '#a b', '/uk" onclick="x', 'mailto:a@example.com', ''])(
    'refuses %s',
    (target) => {
      expect(isSafeTarget(target)).toBe(false);
    },
  );
});

describe('isHttpsUrl', () => {
  it('accepts an https address and refuses anything else', () => {
    expect(isHttpsUrl('https://images.example.com/a.png')).toBe(true);
    expect(isHttpsUrl('http://images.example.com/a.png')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('not a url')).toBe(false);
  });
});

/** The admin forms (Yup) and the API (Zod) accept and refuse the same content, testimonials and page content. */
import { contentItemYupSchema, pageContentYupSchema, testimonialYupSchema } from '#shared/admin/content.yup.ts';
import { contentUpdateSchema, pageContentSchema, testimonialSchema } from './content-admin.zod.ts';

const yupAccepts = (schema: { isValidSync: (value: unknown) => boolean }, value: unknown) => schema.isValidSync(value);

const button = { sectionId: 'home-hero', elementType: 'button', elementId: 'home-hero-consultation-button', content: 'Book', metadata: '/uk', isActive: true };
const testimonial = { name: 'Al', position: '', company: '', rating: 5, content: 'Good.', imageUrl: '', isActive: true };

const cases: [string, { isValidSync: (value: unknown) => boolean }, { safeParse: (value: unknown) => { success: boolean } }, unknown, boolean][] = [
  ['a content item', contentItemYupSchema, contentUpdateSchema, { title: 'T', content: 'C' }, true],
  ['an empty title', contentItemYupSchema, contentUpdateSchema, { title: ' ', content: 'C' }, false],
  ['a 200-character title', contentItemYupSchema, contentUpdateSchema, { title: 'x'.repeat(200), content: 'C' }, true],
  ['a 201-character title', contentItemYupSchema, contentUpdateSchema, { title: 'x'.repeat(201), content: 'C' }, false],
  ['a 5000-character content', contentItemYupSchema, contentUpdateSchema, { title: 'T', content: 'x'.repeat(5000) }, true],
  ['a 5001-character content', contentItemYupSchema, contentUpdateSchema, { title: 'T', content: 'x'.repeat(5001) }, false],
  ['a testimonial', testimonialYupSchema, testimonialSchema, testimonial, true],
  ['rating 1', testimonialYupSchema, testimonialSchema, { ...testimonial, rating: 1 }, true],
  ['rating 0', testimonialYupSchema, testimonialSchema, { ...testimonial, rating: 0 }, false],
  ['rating 6', testimonialYupSchema, testimonialSchema, { ...testimonial, rating: 6 }, false],
  ['rating 4.5', testimonialYupSchema, testimonialSchema, { ...testimonial, rating: 4.5 }, false],
  ['an https image', testimonialYupSchema, testimonialSchema, { ...testimonial, imageUrl: 'https://img.example.com/a.png' }, true],
  ['an http image', testimonialYupSchema, testimonialSchema, { ...testimonial, imageUrl: 'http://img.example.com/a.png' }, false],
  ['a 120-character name', testimonialYupSchema, testimonialSchema, { ...testimonial, name: 'x'.repeat(120) }, true],
  ['a 121-character name', testimonialYupSchema, testimonialSchema, { ...testimonial, name: 'x'.repeat(121) }, false],
  ['a button with a path', pageContentYupSchema, pageContentSchema, button, true],
  ['a button with an https target', pageContentYupSchema, pageContentSchema, { ...button, metadata: 'https://example.com/x' }, true],
  ['a button with a script target', pageContentYupSchema, pageContentSchema, { ...button, metadata: 'javascript:alert(1)' }, false],
  ['a text with a target', pageContentYupSchema, pageContentSchema, { sectionId: 'home-hero', elementType: 'text', elementId: 'home-hero-title', content: 'x', metadata: '/uk' }, false],
  ['an unknown element', pageContentYupSchema, pageContentSchema, { ...button, elementId: 'footer' }, false],
  ['another section', pageContentYupSchema, pageContentSchema, { ...button, sectionId: 'home-header' }, false],
  ['an unknown type', pageContentYupSchema, pageContentSchema, { ...button, elementType: 'video' }, false],
  ['an empty content', pageContentYupSchema, pageContentSchema, { ...button, content: '' }, false],
];

describe('the admin forms and the API agree', () => {
  it.each(cases)('%s', (_name, yup, zod, value, accepted) => {
    expect(yupAccepts(yup, value)).toBe(accepted);
    expect(zod.safeParse(value).success).toBe(accepted);
  });
});

import { photoSources } from './photo-sources.ts';

const ID = '0b7f4a52-9c1e-4d2a-8f3e-1a2b3c4d5e6f';

describe('the picture an image slot shows for a photograph staff set', () => {
  test('an uploaded photograph: AVIF then WebP, each at every width the upload wrote, and the widest WebP as the image', () => {
    expect(photoSources(`/media/${ID}/1200x800`)).toEqual({
      src: `/media/${ID}/1200.webp`,
      sources: [
        { type: 'image/avif', srcSet: `/media/${ID}/480.avif 480w, /media/${ID}/960.avif 960w, /media/${ID}/1200.avif 1200w` },
        { type: 'image/webp', srcSet: `/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w, /media/${ID}/1200.webp 1200w` },
      ],
    });
  });

  test('an https address is shown as it is, and anything else is no photograph (the built-in art stays)', () => {
    expect(photoSources('https://images.example.com/team.jpg')).toEqual({ src: 'https://images.example.com/team.jpg', sources: [] });
    expect(photoSources('http://images.example.com/team.jpg')).toBeUndefined();
    expect(photoSources('Designed art: our advisers')).toBeUndefined();
  });
});

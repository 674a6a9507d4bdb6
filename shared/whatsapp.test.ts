import { whatsappLink } from './whatsapp.ts';

describe('whatsappLink', () => {
  it('opens a chat with the number digits and the message URL-encoded', () => {
    expect(whatsappLink('+971 50 000 0582', 'Hi & welcome: 100%?')).toBe(
      'https://wa.me/971500000582?text=Hi%20%26%20welcome%3A%20100%25%3F',
    );
  });

  it('opens an empty chat when there is no message', () => {
    expect(whatsappLink('+44 20 7946 0000')).toBe('https://wa.me/442079460000');
  });
});

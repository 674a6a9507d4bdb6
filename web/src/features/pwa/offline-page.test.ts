import { offlinePageHtml } from './offline-page.ts';

describe('the offline page', () => {
  it('shows no e-mail line while the owner has set no business e-mail, only WhatsApp and Try again', () => {
    // Act
    const html = offlinePageHtml(null);

    // Assess
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('Email us');
    expect(html).toContain('Chat on WhatsApp');
  });

  it('shows and links the business e-mail once the owner has set it', () => {
    // Act
    const html = offlinePageHtml({ address: 'hello@dubaisetup.ae', href: 'mailto:hello@dubaisetup.ae' });

    // Assess
    expect(html).toContain('<p class="email">Email us: <a href="mailto:hello@dubaisetup.ae">hello@dubaisetup.ae</a></p>');
  });
});

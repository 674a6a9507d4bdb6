import { privacyPolicy } from './privacy-policy.ts';

/** Every sentence of the policy, as the page shows them. */
const sentences = (policy: ReturnType<typeof privacyPolicy>) => policy.sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]);

describe('the privacy policy’s contact sentences', () => {
  it('send privacy requests and questions to WhatsApp and the phone while the owner has set no e-mail', () => {
    // Act
    const policy = privacyPolicy(null);

    // Assess
    expect(sentences(policy)).toEqual(
      expect.arrayContaining([
        'Send your request to us on WhatsApp or by phone, on the number at the foot of this page. We answer every privacy request within 30 days.',
        'For any question about this policy or your data, message us on WhatsApp or call us on the number at the foot of this page or visit us at Dubai World Trade Center, Floor 1, Dubai, United Arab Emirates.',
      ]),
    );
    expect(sentences(policy).join(' ')).not.toMatch(/@|example/);
  });

  it('name the business e-mail once the owner has set it', () => {
    // Act
    const policy = privacyPolicy({ address: 'privacy@dubaisetup.ae', href: 'mailto:privacy@dubaisetup.ae' });

    // Assess
    expect(sentences(policy)).toEqual(
      expect.arrayContaining([
        'Send your request to privacy@dubaisetup.ae. We answer every privacy request within 30 days.',
        'For any question about this policy or your data, write to privacy@dubaisetup.ae or visit us at Dubai World Trade Center, Floor 1, Dubai, United Arab Emirates.',
      ]),
    );
  });
});

describe('the privacy policy’s honest parts', () => {
  const policy = privacyPolicy(null);
  const section = (id: string) => policy.sections.find((candidate) => candidate.id === id);

  it('keeps the spec’s four sections', () => {
    expect(policy.sections.map((candidate) => candidate.heading)).toEqual(['Cookies', 'Your GDPR Rights', 'Third Parties', 'Contact']);
  });

  it('names the services that really receive data, and no geolocation service', () => {
    // Act
    const thirdParties = (section('third-parties')?.items ?? []).join(' ');

    // Assess
    for (const service of ['Amazon Web Services (AWS)', 'Amazon SES', 'Zoho CRM', 'MailerLite', 'Mailchimp', 'SendGrid', 'WhatsApp']) {
      expect(thirdParties).toContain(service);
    }
    expect(thirdParties).toContain('No geolocation service: your country comes from our own content delivery network');
    expect(thirdParties).not.toContain('A geolocation service');
  });

  it('says what our own server counts with analytics consent, that only daily totals are kept, and for how long', () => {
    // Assess
    expect(section('cookies')?.paragraphs).toContain(
      'With your consent to analytics, our own server counts how our site is used: one page view per page you open, clicks on our WhatsApp and phone buttons, and whether you sent one of our forms, along with whether your screen is a phone or a desktop and the campaign tags (utm_source, utm_medium, utm_campaign) in the address you arrived from. We also count, whatever you choose, how many visitors accept or refuse analytics cookies. These are only daily totals per page, button and campaign: we store no identifier, cookie, IP address, browser details or fingerprint with them, so no count can be traced back to you or linked across visits. No third party receives them, and the daily totals are deleted after 13 months.',
    );
  });

  it('states how long data is kept and when a request is answered, and the date the words last changed', () => {
    // Ours: 24 months (the spec states no period); 30 days is the spec's.
    expect(sentences(policy).join(' ')).toContain('anonymised after 24 months without any activity on your request');
    expect(sentences(policy).join(' ')).toContain('within 30 days');
    expect(policy.lastUpdated).toBe('Last updated: November 26, 2026');
  });
});

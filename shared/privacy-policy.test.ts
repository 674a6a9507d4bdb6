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

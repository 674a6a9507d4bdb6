import { caseStudyMailto } from './hub.ts';

describe('the hub’s case-study teaser', () => {
  it('offers no e-mail link while the owner has set no business e-mail', () => {
    expect(caseStudyMailto(null)).toBeNull();
  });

  it('links the business e-mail with the subject naming the case study once it is set', () => {
    // Act
    const link = caseStudyMailto({ address: 'hello@dubaisetup.ae', href: 'mailto:hello@dubaisetup.ae' });

    // Assess
    expect(link).toBe('mailto:hello@dubaisetup.ae?subject=Notify%20me%3A%20UK%20to%20Dubai%20case%20study');
  });
});

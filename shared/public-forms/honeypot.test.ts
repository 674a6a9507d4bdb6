import { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot.ts';

describe('the public forms honeypot rule', () => {
  it('names the hidden field "website"', () => {
    // Assess
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('treats a body with the hidden field filled as spam', () => {
    // Prepare
    const bodies = [{ website: 'http://spam.example' }, { website: ' x ' }, { website: 1 }, { website: {} }];
    // Act
    const verdicts = bodies.map(isHoneypotFilled);
    // Assess
    expect(verdicts).toEqual([true, true, true, true]);
  });

  it('treats a person\'s submission (field absent, empty or blank) as not spam', () => {
    // Prepare
    const bodies = [{}, { website: '' }, { website: '   ' }, { website: null }, null, 'website', [{ website: 'x' }]];
    // Act
    const verdicts = bodies.map(isHoneypotFilled);
    // Assess
    expect(verdicts).toEqual([false, false, false, false, false, false, false]);
  });
});

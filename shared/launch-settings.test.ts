import { businessEmail, configuredSocialAccounts, LAUNCH_SETTINGS } from './launch-settings.ts';

describe('the launch settings', () => {
  it('shows no social icon while no account is configured', () => {
    expect(configuredSocialAccounts({ socialAccounts: {} })).toEqual([]);
  });

  it('shows an icon only for each configured account, in the footer order, and ignores blank addresses', () => {
    const accounts = configuredSocialAccounts({
      socialAccounts: { X: 'https://x.com/dubaisetup', Facebook: 'https://www.facebook.com/dubaisetup', Instagram: '  ' },
    });

    expect(accounts).toEqual([
      { network: 'Facebook', href: 'https://www.facebook.com/dubaisetup' },
      { network: 'X', href: 'https://x.com/dubaisetup' },
    ]);
  });

  it('holds no example domain, placeholder link or made-up licence for a visitor to see', () => {
    const values = JSON.stringify(LAUNCH_SETTINGS);

    expect(values).not.toMatch(/example|#"|placeholder/i);
  });

  it('hides the business e-mail while the owner has not set it (unset or blank)', () => {
    expect(businessEmail({ email: null })).toBeNull();
    expect(businessEmail({ email: '   ' })).toBeNull();
  });

  it('shows and links the business e-mail once the owner has set it', () => {
    // Act
    const email = businessEmail({ email: ' hello@dubaisetup.ae ' });

    // Assess
    expect(email).toEqual({ address: 'hello@dubaisetup.ae', href: 'mailto:hello@dubaisetup.ae' });
  });
});

import { configuredSocialAccounts, LAUNCH_SETTINGS } from './launch-settings.ts';

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
});

import { bulkSyncDescription, mailchimpDataCentre, maskSecret } from './integration-rules.ts';

describe('masking an API key', () => {
  it('shows bullets and only the last 4 characters of a long key', () => {
    expect(maskSecret('SG.abcdefghijklmnop')).toBe('••••••••mnop');
  });

  it('shows no character of a short key', () => {
    expect(maskSecret('abcdefghijk')).toBe('••••••••');
  });
});

describe('the Mailchimp data centre', () => {
  it("is the key's suffix after the dash", () => {
    expect(mailchimpDataCentre('0123456789abcdef-us6')).toBe('us6');
  });

  it('is missing when the key has no suffix', () => {
    expect(mailchimpDataCentre('0123456789abcdef')).toBeUndefined();
  });
});

describe('the bulk sync toast', () => {
  it('says how many leads were synced out of how many (spec section 8)', () => {
    expect(bulkSyncDescription({ syncedCount: 3, total: 5 })).toBe('3 out of 5 leads synced successfully');
  });
});

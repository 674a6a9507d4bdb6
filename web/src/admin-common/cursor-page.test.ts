import { withCursor } from './cursor-page.ts';

describe('the address of one page of a list', () => {
  it('is the list itself on the first page', () => {
    expect(withCursor('/api/admin/audit', undefined)).toBe('/api/admin/audit');
    expect(withCursor('/api/admin/audit', '')).toBe('/api/admin/audit');
  });

  it('carries the cursor, encoded, after the list or after its query', () => {
    expect(withCursor('/api/admin/audit', 'eyJwayI6IkEifQ==')).toBe('/api/admin/audit?cursor=eyJwayI6IkEifQ%3D%3D');
    expect(withCursor('/api/leads?status=new', 'a/b')).toBe('/api/leads?status=new&cursor=a%2Fb');
  });
});

import { localAdminHost } from './stack.ts';

describe('the local back office host (ADMIN_HOST)', () => {
  it('is 127.0.0.1 unless configured, another host name than the public site\'s localhost', () => {
    expect(localAdminHost(undefined)).toBe('127.0.0.1');
    expect(localAdminHost('admin.localhost')).toBe('admin.localhost');
  });

  it('refuses the public site\'s own host name: cookies ignore ports, so that would isolate nothing', () => {
    expect(() => localAdminHost('localhost')).toThrow(/ADMIN_HOST must differ from the public site's host name \(localhost\)/);
    expect(() => localAdminHost('LOCALHOST')).toThrow(/must differ/);
  });

  it('refuses something that is not a host name', () => {
    expect(() => localAdminHost('http://127.0.0.1:3001')).toThrow('ADMIN_HOST "http://127.0.0.1:3001" is not a host name (e.g. 127.0.0.1)');
  });
});

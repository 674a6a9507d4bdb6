/**
 * Every per-address limit (route rate limits, the tax report's per-source quota, the staff login throttle) counts
 * under one key per customer: an IPv6 customer holds a whole /64 and can take a new address from it for every
 * request, so an IPv6 address counts by its /64; IPv4 as it is.
 */
import { addressKey, viewerIp } from './viewer-ip.ts';
import { apiEvent } from '../test/events.ts';

describe('the key a per-address limit counts under', () => {
  it('is an IPv4 address as it is', () => {
    // Act
    const keys = ['203.0.113.7', '198.51.100.250'].map(addressKey);

    // Assess
    expect(keys).toEqual(['203.0.113.7', '198.51.100.250']);
  });

  it('is the same /64 for every address of one IPv6 customer, written in full or compressed', () => {
    // Act
    const keys = [
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2:FFFF::',
      '2001:db8:1:2::',
    ].map(addressKey);

    // Assess
    expect(keys).toEqual(['2001:db8:1:2::/64', '2001:db8:1:2::/64', '2001:db8:1:2::/64', '2001:db8:1:2::/64', '2001:db8:1:2::/64']);
  });

  it('keeps neighbouring /64s apart, also where :: stands for the network part', () => {
    // Act
    const keys = ['2001:db8:1:3::1', '2001:db8::1', '2001:db8::1:0:0:1', '::1', 'fe80::1%eth0'].map(addressKey);

    // Assess
    expect(keys).toEqual(['2001:db8:1:3::/64', '2001:db8:0:0::/64', '2001:db8:0:0::/64', '0:0:0:0::/64', 'fe80:0:0:0::/64']);
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address, in any of its forms', () => {
    // Act
    const keys = ['::ffff:203.0.113.7', '::FFFF:cb00:7107', '0:0:0:0:0:ffff:203.0.113.7', '[::ffff:203.0.113.7]'].map(addressKey);

    // Assess
    expect(keys).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });
});

describe('the visitor address read from CloudFront-Viewer-Address', () => {
  it('drops the port of an IPv6 viewer address, so its /64 is the key', () => {
    // Prepare
    const event = apiEvent({ method: 'POST', path: '/api/leads', headers: { 'cloudfront-viewer-address': '2001:db8:1:2:3:4:5:6:443' } });

    // Act
    const ip = viewerIp(event);

    // Assess
    expect(ip).toBe('2001:db8:1:2:3:4:5:6');
    expect(addressKey(ip)).toBe('2001:db8:1:2::/64');
  });
});

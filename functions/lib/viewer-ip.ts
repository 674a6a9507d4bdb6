import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The visitor's address: CloudFront's viewer address when the request carries it, else the connection's source. The
 * handler stack's viewer-trust step has already removed CloudFront-Viewer-Address from a request that did not come
 * through the distribution, so a forged header never reaches here.
 */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  // CloudFront-Viewer-Address is "ip:port" (IPv6 addresses contain colons, so split on the last one).
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return event.requestContext.http.sourceIp;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-address limit counts under (the handler stack's route rate limits, the tax report's per-source quota,
 * the staff login throttle): an IPv4 address as it is; an IPv6 address by its /64, the network one customer is given
 * whole (a new address from it each request would otherwise be a new counter), written `2001:db8:1:2::/64`; an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as the IPv4 address it is. Anything else is counted as written.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

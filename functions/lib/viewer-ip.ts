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

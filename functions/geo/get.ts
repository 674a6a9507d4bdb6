/**
 * GET /api/geo: the visitor's country for the cookie-consent decision, first-party. CloudFront adds the viewer's
 * country headers to requests it forwards here, so the visitor's address never goes to a third party before consent.
 * Without them (a request that skipped CloudFront) the country is unknown and the answer is 404, which the site treats
 * as a failed lookup: it shows the consent banner.
 */
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

async function viewerCountry({ headers }: ApiRequest<undefined, undefined, undefined>) {
  const country = headers['cloudfront-viewer-country'];
  if (!country || !/^[A-Z]{2}$/.test(country)) throw notFound('The country of this request is unknown.');
  return json(200, { country_code: country, region: headers['cloudfront-viewer-country-region'] ?? null });
}

export const handler = apiHandler({}, viewerCountry);

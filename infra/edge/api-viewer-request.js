// CloudFront Function (cloudfront-js-2.0) on /api/*: tells the API which host the browser addressed. API Gateway only
// sees its own host name, and the API's CSRF guard compares the Origin header with the site's host. Whatever
// x-forwarded-host the viewer sent is overwritten (or removed), so it cannot be forged through the distribution.
function handler(event) {
  var request = event.request;
  if (request.headers.host) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }
  return request;
}

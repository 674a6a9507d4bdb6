// CloudFront Function (runtime cloudfront-js-2.0), viewer request of the admin distribution's default behaviour.
// One file, run as is by CloudFront, by the local server and by the tests (infra/edge/admin-viewer-request.ts).
// It stays plain JavaScript that the CloudFront runtime accepts: no modules, no require, no exports.
//
// The admin host serves the back office and nothing of the public site: "/" goes to /admin, /admin is the admin
// app's page, the built scripts, styles and fonts under /assets/ and the favicon pass; every other path (a public
// page, /sw.js, the web app manifest, robots.txt) answers 404 here, before the bucket is asked.

var ADMIN_PAGE = '/admin/index.html';

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/admin' } } };
  }
  if (uri === '/admin' || uri === '/admin/') {
    request.uri = ADMIN_PAGE;
    return request;
  }
  if (uri.indexOf('/assets/') === 0 || uri === '/favicon.svg') return request;
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: { 'content-type': { value: 'text/plain; charset=utf-8' } },
    body: { encoding: 'text', data: 'Not Found' },
  };
}

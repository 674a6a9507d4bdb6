// CloudFront Function (runtime cloudfront-js-2.0), viewer request of the site's default behaviour.
// One file, run as is by CloudFront, by the local server and by the tests (infra/edge/viewer-request.ts loads it).
// It stays plain JavaScript that the CloudFront runtime accepts: no modules, no require, no exports.
//
// What it does, in order:
// 0. The back office lives on its own host: /admin and everything under it answer a redirect there (path and query
//    kept), so the public distribution never serves the admin app.
// 1. Old addresses answer a permanent redirect (query string kept).
// 2. The home "/" becomes the corporate or the UK-focused prerendered home, chosen by host name. The choice is made
//    only through the rewritten URI: CloudFront caches by URI, so the two homes are two cache entries and nothing
//    else (no header, no cookie) varies by host.
// 3. Every other extension-less path becomes its prerendered page, "<path>/index.html". Paths with a file extension
//    (assets and the share images under /assets/, /sw.js, /manifest.webmanifest, /robots.txt, /sitemap.xml) pass
//    unchanged, so S3 answers them with their own content types. A page that does not exist is then a missing S3
//    object, which the distribution answers with /404.html and status 404.

// Filled in at synth (and by the local server) from the CDK context lists corporateHosts and devHosts.
var CORPORATE_HOSTS = /* corporateHosts */ [];
var DEV_HOSTS = /* devHosts */ [];
// Filled in from the CDK context adminUrl (and by the local server with its admin address): scheme and host.
var ADMIN_ORIGIN = /* adminOrigin */ '';

var REDIRECTS = {
  '/uk-old': '/uk',
};

var CORPORATE_HOME = '/corporate/index.html';
var DEFAULT_HOME = '/index.html';

function hostName(request) {
  var host = request.headers.host ? request.headers.host.value : '';
  // Development hosts carry a port (localhost:5173); host names are case-insensitive.
  return host.toLowerCase().replace(/:\d+$/, '');
}

function isCorporate(request) {
  var host = hostName(request);
  if (CORPORATE_HOSTS.indexOf(host) !== -1) return true;
  var forced = (request.querystring || {}).corporate;
  return DEV_HOSTS.indexOf(host) !== -1 && forced !== undefined && forced.value === 'true';
}

// CloudFront passes query values as the viewer sent them (still percent-encoded), so they are joined back unchanged.
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function redirect(location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location } },
  };
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var path = uri.length > 1 ? uri.replace(/\/+$/, '') : uri;

  if (path.toLowerCase() === '/admin' || uri.toLowerCase().indexOf('/admin/') === 0) {
    return {
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: ADMIN_ORIGIN + uri + queryString(request.querystring || {}) } },
    };
  }

  if (REDIRECTS[path]) return redirect(REDIRECTS[path] + queryString(request.querystring || {}));

  if (path === '/' || path === '') {
    request.uri = isCorporate(request) ? CORPORATE_HOME : DEFAULT_HOME;
    return request;
  }

  var lastSegment = path.substring(path.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = path + '/index.html';
  return request;
}

/**
 * Web stack: what visitors and staff reach, through two distributions that share nothing a script could use.
 *
 * The public distribution (the site's host names): A private S3 bucket holds the built site (prerendered pages and hashed assets);
 * CloudFront serves it through origin access control, runs the viewer-request function (home by host name, pretty
 * paths to prerendered pages, old-address redirects), adds the security headers, and sends /api/* to the HTTP API
 * uncached. The photographs staff upload are in the data stack's media bucket, which the distribution serves at
 * /media/* through its own origin access control. /admin answers a redirect to the admin host (viewer-request.js).
 *
 * The admin distribution (context adminUrl's host): the back office only, on its own origin, so the staff session's
 * host-only cookies are never sent to, or readable by, a public page. Its default behaviour serves the admin app from
 * the same bucket through admin-viewer-request.js (/admin, its /assets/ and the favicon; every other path 404), with
 * its own strict Content-Security-Policy; /api/* reaches the API with the admin origin secret (the handler stack
 * serves staff routes only through it, and public reads); /media/* serves the photographs staff preview. Access logs
 * of the bucket and both distributions go to a log bucket that expires them.
 *
 * Unknown paths answer 404 with the 404 page, never a soft 404: the bucket grants CloudFront s3:GetObject only (no
 * ListBucket), so S3 answers 403 for a missing object, and the distribution turns 403 into /404.html with status
 * 404. Error responses apply to every behaviour, /api/* included; that is safe because our API answers 403 only to a
 * request without the origin secret, which never came through this distribution (it uses 401 for "not logged in"),
 * so its answers pass through unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, type StackProps, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '#functions/lib/origin-verify.ts';
import type { Construct } from 'constructs';
import { CACHE_CONTROL } from '#shared/cache-control.ts';
import { HASHED_ASSETS_PREFIX, MEDIA_CACHE_POLICY, MEDIA_OBJECTS_PREFIX, SITE_CACHE_POLICY } from '../edge/caching.ts';
import { ADMIN_SECURITY_HEADERS, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../edge/security-headers.ts';
import { renderAdminViewerRequestCode } from '../edge/admin-viewer-request.ts';
import { CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { renderApiViewerRequestCode } from '../edge/api-viewer-request.ts';
import { renderViewerRequestCode } from '../edge/viewer-request.ts';

/**
 * Headers the API needs from the viewer. Host is left out on purpose: API Gateway routes by its own host name.
 * CloudFront allows at most 10 in an origin request policy; `accept` is not among them (the API answers JSON, or CSV
 * on the export route, whatever the viewer accepts).
 */
export const API_FORWARDED_HEADERS = [
  'content-type',
  'idempotency-key',
  'user-agent',
  'referer',
  // The staff session's CSRF defence (functions/lib/middleware/csrf-guard.ts): the double-submit header, the Origin,
  // and the viewer's Host, which the /api/* function copies into x-forwarded-host.
  CSRF_HEADER,
  'origin',
  'x-forwarded-host',
  // Added by CloudFront: /api/geo answers the visitor's country, and leads record the visitor's address.
  'CloudFront-Viewer-Country',
  'CloudFront-Viewer-Country-Region',
  'CloudFront-Viewer-Address',
] as const;

/** The page CloudFront answers, with status 404, for a path that has no object in the bucket. */
export const NOT_FOUND_PAGE = '/404.html';

/** The admin app's page (web/admin/index.html), served only by the admin distribution. */
const ADMIN_APP_FILES = 'admin/*';

/** Vite's hashed build output: a file there never changes under its name. */
const HASHED_ASSETS = `${HASHED_ASSETS_PREFIX}*`;

export type WebStackProps = StackProps & {
  /** The HTTP API's host name, origin of /api/*. */
  apiDomainName: string;
  /** The value CloudFront sends to the API in the secret origin header (the API stack's secret). */
  originVerifySecret: ISecret;
  /** The admin distribution's own value of that header (the API stack's second secret). */
  adminOriginVerifySecret: ISecret;
  /**
   * The back office's address (context adminUrl, e.g. https://admin.example.com): where the public /admin redirects,
   * and the admin distribution's host name when a certificate covers it.
   */
  adminUrl: string;
  /** The us-east-1 ACM certificate of the admin host (context adminCertificateArn, else certificateArn). */
  adminCertificateArn?: string;
  /** The photographs' bucket (data stack), served at /media/*; its own policy lets CloudFront read media/. */
  mediaBucket: IBucket;
  /** The built site to upload (dist/web; the tests pass a fixture folder). */
  siteDir: string;
  /** The site's public address; the built site's robots.txt must name its sitemap there (a build for another host fails). */
  siteUrl: string;
  corporateHosts: readonly string[];
  devHosts: readonly string[];
  /** The site's own host names and their us-east-1 ACM certificate; without them the site is on *.cloudfront.net. */
  domainNames?: readonly string[];
  certificateArn?: string;
  /** The ARN of the WAF web ACL (scope CLOUDFRONT, us-east-1: the WAF stack) the distribution is protected by. */
  webAclArn: string;
};

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly adminDistribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes through an ACL grant, which BucketOwnerEnforced would refuse.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });

    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 's3-site/',
      // Every deploy uploads the whole build again, so nothing here is lost with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const viewerRequest = new CloudFrontFunction(this, 'ViewerRequest', {
      comment: 'Home by host name, pretty paths to prerendered pages, old-address redirects',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        renderViewerRequestCode({ corporateHosts: props.corporateHosts, devHosts: props.devHosts, adminOrigin: props.adminUrl }),
      ),
    });

    const apiViewerRequest = new CloudFrontFunction(this, 'ApiViewerRequest', {
      comment: 'Tells the API the host the browser addressed (x-forwarded-host), for its CSRF Origin check',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(renderApiViewerRequestCode()),
    });

    const apiOriginRequest = new OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'Cookies (staff session), query strings and the headers the API reads; not Host',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers and CSP from infra/edge/security-headers.ts',
      ...responseHeaders(SECURITY_HEADERS),
    });

    const mediaBehaviour = this.mediaBehaviourFactory(props.mediaBucket);
    // No response headers policy on /api/*: the API's handler stack sets its own, stricter headers.
    const apiBehaviour = (secret: ISecret): BehaviorOptions => ({
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // The distribution's secret origin header: the API tells the distributions apart by it, and believes
        // CloudFront-Viewer-* headers only on requests that carry one. Resolved by CloudFormation at deploy time (a
        // dynamic reference), never written into the template.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: secret.secretValue.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiOriginRequest,
      functionAssociations: [{ function: apiViewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    });

    const siteCache = new CachePolicy(this, 'SiteCache', {
      comment: 'The site: TTLs from the objects\' Cache-Control, gzip and brotli (infra/edge/caching.ts)',
      minTtl: Duration.seconds(SITE_CACHE_POLICY.minTtlSeconds),
      defaultTtl: Duration.seconds(SITE_CACHE_POLICY.defaultTtlSeconds),
      maxTtl: Duration.seconds(SITE_CACHE_POLICY.maxTtlSeconds),
      enableAcceptEncodingGzip: SITE_CACHE_POLICY.enableAcceptEncodingGzip,
      enableAcceptEncodingBrotli: SITE_CACHE_POLICY.enableAcceptEncodingBrotli,
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
    });

    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Dubai setup site',
      webAclId: props.webAclArn,
      domainNames: props.domainNames ? [...props.domainNames] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Class 200 includes the Middle East and India edges, where many of our visitors are.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        // Cache TTLs and compression from infra/edge/caching.ts, which the local server reads too.
        cachePolicy: siteCache,
        compress: true,
        functionAssociations: [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
        responseHeadersPolicy: securityHeaders,
      },
      additionalBehaviors: {
        [`/${MEDIA_OBJECTS_PREFIX}*`]: mediaBehaviour(securityHeaders),
        '/api/*': apiBehaviour(props.originVerifySecret),
      },
      errorResponses: [
        // See the header comment: a missing object is a 403 from S3, which visitors see as our 404 page.
        { httpStatus: 403, responseHttpStatus: 404, responsePagePath: NOT_FOUND_PAGE, ttl: Duration.minutes(1) },
      ],
    });
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain is configured (context domainNames/certificateArn), so the distribution uses the ' +
          'default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes. With a certificate the ' +
          'distribution enforces TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The site is for visitors worldwide; no country is to be refused.',
    });

    this.adminDistribution = this.createAdminDistribution(props, {
      logsBucket,
      siteCache,
      mediaBehaviour,
      apiBehaviour,
    });

    this.deploySite(props.siteDir, props.siteUrl);
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'AdminDistributionUrl', {
      description: `The back office's distribution; point ${new URL(props.adminUrl).host} at it (context adminUrl)`,
      value: `https://${this.adminDistribution.distributionDomainName}`,
    });
  }

  /**
   * The back office's own distribution: the admin app (admin-viewer-request.js lets only /admin, its assets and the
   * favicon through), the API with the admin origin secret, and the photographs; the admin's own security headers.
   * Same WAF web ACL as the site. Its host name is context adminUrl's when a certificate is configured.
   */
  private createAdminDistribution(
    props: WebStackProps,
    shared: {
      logsBucket: Bucket;
      siteCache: CachePolicy;
      mediaBehaviour: (headers: ResponseHeadersPolicy) => BehaviorOptions;
      apiBehaviour: (secret: ISecret) => BehaviorOptions;
    },
  ): Distribution {
    const adminHost = new URL(props.adminUrl).host;
    const siteHosts = [new URL(props.siteUrl).host, ...(props.domainNames ?? [])];
    if (siteHosts.includes(adminHost)) {
      throw new Error(`Context adminUrl (${props.adminUrl}) must name a host of its own, not one of the site's (${siteHosts.join(', ')})`);
    }
    const adminViewerRequest = new CloudFrontFunction(this, 'AdminViewerRequest', {
      comment: 'The admin host serves the admin app and its files only',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(renderAdminViewerRequestCode()),
    });
    const adminHeaders = new ResponseHeadersPolicy(this, 'AdminSecurityHeaders', {
      comment: 'The admin host: security headers and its strict CSP from infra/edge/security-headers.ts',
      ...responseHeaders(ADMIN_SECURITY_HEADERS),
    });
    const certificateArn = props.adminCertificateArn ?? props.certificateArn;
    const certificate = certificateArn ? Certificate.fromCertificateArn(this, 'AdminCertificate', certificateArn) : undefined;
    const distribution = new Distribution(this, 'AdminDistribution', {
      comment: 'Dubai setup back office',
      webAclId: props.webAclArn,
      domainNames: certificate ? [adminHost] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: shared.logsBucket,
      logFilePrefix: 'cloudfront-admin/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: shared.siteCache,
        compress: true,
        functionAssociations: [{ function: adminViewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
        responseHeadersPolicy: adminHeaders,
      },
      additionalBehaviors: {
        [`/${MEDIA_OBJECTS_PREFIX}*`]: shared.mediaBehaviour(adminHeaders),
        '/api/*': shared.apiBehaviour(props.adminOriginVerifySecret),
      },
    });
    if (!certificate) {
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No certificate is configured (context adminCertificateArn/certificateArn), so the admin distribution uses ' +
          'the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes.',
      });
    }
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Staff work from anywhere; access is guarded by the login, two factors and the WAF, not by country.',
    });
    return distribution;
  }

  /**
   * The photographs (/media/*) from the media bucket, through an origin access control of their own (one per
   * distribution). No viewer-request function: their keys are requested as stored. Their objects never change (a new
   * key per upload), so they are cached as immutable and keyed on nothing else (AVIF and WebP are compressed already).
   */
  private mediaBehaviourFactory(mediaBucket: IBucket): (securityHeaders: ResponseHeadersPolicy) => BehaviorOptions {
    // The bucket is the data stack's, which this stack depends on: granting the distribution there from here would be
    // a cycle, so the origin gets the bucket by reference and the data stack's own policy grants CloudFront read.
    const bucket = Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketArn: mediaBucket.bucketArn,
      bucketRegionalDomainName: mediaBucket.bucketRegionalDomainName,
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket\'s policy (data stack) lets CloudFront read media/.',
    );
    const cachePolicy = new CachePolicy(this, 'MediaCache', {
        comment: 'Uploaded photographs: immutable, nothing in the key (infra/edge/caching.ts)',
        minTtl: Duration.seconds(MEDIA_CACHE_POLICY.minTtlSeconds),
        defaultTtl: Duration.seconds(MEDIA_CACHE_POLICY.defaultTtlSeconds),
        maxTtl: Duration.seconds(MEDIA_CACHE_POLICY.maxTtlSeconds),
        enableAcceptEncodingGzip: false,
        enableAcceptEncodingBrotli: false,
        cookieBehavior: CacheCookieBehavior.none(),
        headerBehavior: CacheHeaderBehavior.none(),
        queryStringBehavior: CacheQueryStringBehavior.none(),
    });
    return (securityHeaders) => ({
      origin: S3BucketOrigin.withOriginAccessControl(bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      compress: false,
      cachePolicy,
      responseHeadersPolicy: securityHeaders,
    });
  }

  /**
   * Uploads the built site in two passes: hashed assets first, cached for a year (their names change with their
   * content), then pages and everything else, which browsers revalidate on each visit and CloudFront keeps until the
   * deploy's invalidation. Assets go first so a new page never references an asset not yet uploaded; old assets
   * stay, so a visitor mid-session on the previous page still loads them.
   */
  private deploySite(siteDir: string, siteUrl: string) {
    for (const page of ['index.html', NOT_FOUND_PAGE.slice(1), 'robots.txt']) {
      if (!existsSync(join(siteDir, page))) {
        throw new Error(
          `No built site at ${siteDir} (${page} is missing): run "npm run build:web" first, or pass -c siteDir=<folder>.`,
        );
      }
    }
    // Canonical links, Open Graph URLs and the sitemap are written at build time: deploying a build made for another
    // address would point search engines elsewhere.
    const sitemapLine = `Sitemap: ${siteUrl}/sitemap.xml`;
    if (!readFileSync(join(siteDir, 'robots.txt'), 'utf8').split('\n').includes(sitemapLine)) {
      throw new Error(
        `The site in ${siteDir} was built for another address than context siteUrl ${siteUrl}: rebuild it ` +
          `(SITE_URL=${siteUrl} npm run build:web, or set siteUrl in cdk.json).`,
      );
    }
    const source = Source.asset(siteDir);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: [HASHED_ASSETS],
      prune: false,
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.hashedAssets)],
      memoryLimit: 1024,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: [HASHED_ASSETS, ADMIN_APP_FILES],
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.revalidated)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 1024,
    });
    pages.node.addDependency(assets);
    // The admin app's page, invalidated on the admin distribution, which is the only one that serves it.
    const adminApp = new BucketDeployment(this, 'DeployAdminApp', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: [ADMIN_APP_FILES],
      prune: false,
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.revalidated)],
      distribution: this.adminDistribution,
      distributionPaths: ['/*'],
      memoryLimit: 1024,
    });
    adminApp.node.addDependency(assets);
    this.suppressDeploymentFindings();
  }

  /** The BucketDeployment handler is CDK's own singleton Lambda; its findings are about code we do not write. */
  private suppressDeploymentFindings() {
    const siteBucketId = this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
    // cdk-nag names the bootstrap bucket with the stack's region and partition as synthesized: literal when known.
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    const partition = Token.isUnresolved(this.partition) ? '<AWS::Partition>' : this.partition;
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      Validations.of(child).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: "CDK's BucketDeployment handler uses AWSLambdaBasicExecutionRole to write its own logs.",
        },
        {
          id: 'AwsSolutions-L1',
          reason: "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib, not by us.",
        },
        // CDK's grants: read of the staged site archive in the bootstrap assets bucket, write of the site bucket.
        ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: `BucketDeployment's ${action} is limited to the assets bucket and the site bucket it syncs.`,
        })),
        {
          id: `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${region}/*]`,
          reason: 'Objects of the CDK bootstrap assets bucket, where the site archive is staged.',
        },
        {
          id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`,
          reason: 'The objects of the site bucket, which the deployment replaces.',
        },
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: "CloudFront invalidations after upload; CDK's handler requests them on any distribution.",
        },
      );
    }
  }
}

const FRAME_OPTIONS: Record<string, HeadersFrameOption> = {
  DENY: HeadersFrameOption.DENY,
  SAMEORIGIN: HeadersFrameOption.SAMEORIGIN,
};

/**
 * Turns the header map into a response headers policy: the headers CloudFront models as security headers go there
 * (it refuses them as custom headers), every other header is a custom header. Each overrides what the origin sends.
 */
function responseHeaders(headers: Readonly<Record<string, string>>) {
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const custom: { header: string; value: string; override: boolean }[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubDomains,
          override: true,
        };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options can only be nosniff, not ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        if (!FRAME_OPTIONS[value]) throw new Error(`X-Frame-Options must be DENY or SAMEORIGIN, not ${value}`);
        security.frameOptions = { frameOption: FRAME_OPTIONS[value], override: true };
        break;
      case 'referrer-policy': {
        const policy = Object.values(HeadersReferrerPolicy).find((known) => known === value);
        if (!policy) throw new Error(`Unknown Referrer-Policy ${value}`);
        security.referrerPolicy = { referrerPolicy: policy, override: true };
        break;
      }
      default:
        custom.push({ header, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeadersBehavior: { customHeaders: custom } };
}

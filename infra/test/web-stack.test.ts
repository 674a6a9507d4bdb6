import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { createStacks, readAppConfig } from '../bin/stacks.ts';
import { SECURITY_HEADERS } from '../edge/security-headers.ts';
import { API_FORWARDED_HEADERS, NOT_FOUND_PAGE } from '../stacks/web-stack.ts';
import { CDK_CONTEXT, FIXTURE_SITE, TEST_REGION, resourcesOf, synthesizeApp } from './app-under-test.ts';

const { stacks, templates } = synthesizeApp();
const web = templates.web;

/** CloudFront's managed CachingDisabled policy. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

type Behavior = Record<string, unknown>;
type DistributionConfig = {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  CustomErrorResponses: unknown[];
  Origins: { Id: string; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
};
const distributionConfig = (comment: string) =>
  Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'))
    .map((resource) => resource.Properties.DistributionConfig as DistributionConfig & { Comment: string })
    .find((candidate) => candidate.Comment === comment)!;
const config = distributionConfig('Dubai setup site');
const adminConfig = distributionConfig('Dubai setup back office');
const policyIdByComment = (comment: string) =>
  Object.entries(resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy')).find(
    ([, policy]) => (policy.Properties.ResponseHeadersPolicyConfig as { Comment: string }).Comment.startsWith(comment),
  )![0];
const idOf = (type: string) => Object.keys(resourcesOf(web, type));

describe('the site bucket', () => {
  const [siteBucketId] = Object.entries(resourcesOf(web, 'AWS::S3::Bucket'))
    .filter(([, bucket]) => bucket.Properties.LoggingConfiguration !== undefined)
    .map(([id]) => id);

  it('blocks every kind of public access, as every bucket of the stack does', () => {
    for (const bucket of Object.values(resourcesOf(web, 'AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('is encrypted and logs its access', () => {
    expect(siteBucketId).toBeDefined();
    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
  });

  it('allows no one in the world, only CloudFront reading objects, and refuses plain HTTP', () => {
    const policies = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy')).filter((policy) =>
      JSON.stringify(policy.Properties.Bucket).includes(siteBucketId),
    );
    const statements = policies.flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    for (const allow of allows) {
      expect(JSON.stringify(allow.Principal)).not.toMatch(/"\*"/);
    }
    expect(allows).toContainEqual(
      expect.objectContaining({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
    );
    // No ListBucket for CloudFront: a missing object must answer 403, which becomes the 404 page.
    expect(JSON.stringify(allows)).not.toContain('s3:ListBucket');
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });
});

describe('the distribution', () => {
  it('reads the bucket through origin access control', () => {
    const s3Origin = config.Origins.find((origin) => origin.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.S3OriginConfig).toBeDefined();
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    // For each of the two distributions: one for the site bucket, one for the media bucket.
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 4);
  });

  it('runs the viewer-request function on the default behaviour, with the configured corporate hosts', () => {
    const functionId = idOf('AWS::CloudFront::Function').find((id) => id.startsWith('ViewerRequest'))!;
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    const fn = resourcesOf(web, 'AWS::CloudFront::Function')[functionId]!;
    expect(fn.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(fn.Properties.FunctionCode).toContain(
      `var CORPORATE_HOSTS = ${JSON.stringify(CDK_CONTEXT.corporateHosts)};`,
    );
  });

  it('answers every page with exactly the headers of security-headers.ts', () => {
    const policyId = policyIdByComment('Security headers and CSP');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const policy = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy')[policyId]!;
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = (
      policy.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
        CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
      }
    );
    const hsts = security.StrictTransportSecurity;
    const served: Record<string, string> = {
      'Content-Security-Policy': String(security.ContentSecurityPolicy.ContentSecurityPolicy),
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': String(security.FrameOptions.FrameOption),
      'Referrer-Policy': String(security.ReferrerPolicy.ReferrerPolicy),
      ...Object.fromEntries(custom.Items.map((item) => [item.Header, item.Value])),
    };
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(served).toEqual(SECURITY_HEADERS);
  });

  it('sends /api/* to the HTTP API uncached, with every method', () => {
    const apiBehavior = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    // Only the function that tells the API the viewer's host (for the CSRF Origin check).
    const apiFunctionId = idOf('AWS::CloudFront::Function').find((id) => id.startsWith('ApiViewerRequest'))!;
    expect(apiBehavior?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [apiFunctionId, 'FunctionARN'] } },
    ]);
    expect(resourcesOf(web, 'AWS::CloudFront::Function')[apiFunctionId]!.Properties.FunctionCode).toContain(`request.headers['x-forwarded-host']`);
    const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehavior?.TargetOriginId);
    expect(apiOrigin).toMatchObject({ CustomOriginConfig: expect.objectContaining({ OriginProtocolPolicy: 'https-only' }) });
  });

  it('forwards cookies, query strings, the API headers and the viewer country and address, but not Host', () => {
    const [policy] = Object.values(resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy'));
    const { CookiesConfig, QueryStringsConfig, HeadersConfig } = policy.Properties.OriginRequestPolicyConfig as Record<
      string,
      { CookieBehavior?: string; QueryStringBehavior?: string; HeaderBehavior?: string; Headers?: string[] }
    >;
    expect(CookiesConfig.CookieBehavior).toBe('all');
    expect(QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(HeadersConfig.Headers).toEqual(expect.arrayContaining([...API_FORWARDED_HEADERS]));
    expect(HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['CloudFront-Viewer-Country', 'CloudFront-Viewer-Country-Region', 'CloudFront-Viewer-Address']),
    );
    expect(HeadersConfig.Headers?.map((header) => header.toLowerCase())).not.toContain('host');
    expect(HeadersConfig.Headers!.length).toBeLessThanOrEqual(10);
    // What the handler stack's CSRF guard reads.
    expect(HeadersConfig.Headers).toEqual(expect.arrayContaining(['x-csrf-token', 'origin', 'x-forwarded-host']));
  });

  it('answers a missing object with the 404 page and status 404, no soft 404', () => {
    expect(config.CustomErrorResponses).toEqual([
      expect.objectContaining({ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: NOT_FOUND_PAGE }),
    ]);
  });

  it('compresses the site with brotli and gzip through a cache policy that keys on nothing else', () => {
    const siteCache = Object.entries(resourcesOf(web, 'AWS::CloudFront::CachePolicy')).filter(([id]) => id.startsWith('SiteCache'));
    expect(siteCache).toHaveLength(1);
    const [policyId, policy] = siteCache[0]!;
    expect(config.DefaultCacheBehavior).toMatchObject({ CachePolicyId: { Ref: policyId }, Compress: true });
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 1,
      DefaultTTL: 86400,
      MaxTTL: 31536000,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it('redirects plain HTTP to HTTPS and logs requests', () => {
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config).toMatchObject({ Logging: expect.anything() });
    expect(adminConfig).toMatchObject({ Logging: expect.anything() });
  });
});

describe('the photographs (/media/*)', () => {
  const mediaBehavior = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/media/*')!;
  const mediaOrigin = config.Origins.find((origin) => origin.Id === mediaBehavior?.TargetOriginId) as
    | (DistributionConfig['Origins'][number] & { DomainName: unknown })
    | undefined;
  const mediaBucketId = Object.keys(resourcesOf(templates.data, 'AWS::S3::Bucket'))[0]!;

  it('are served from the data stack\'s media bucket, through an origin access control of their own', () => {
    // Assess: the origin is the media bucket (its regional domain name, from the data stack), not the site bucket
    expect(mediaBehavior).toBeDefined();
    expect(JSON.stringify(mediaOrigin?.DomainName)).toContain('"StackName":"DubaiSetupData"');
    expect(JSON.stringify(mediaOrigin?.DomainName)).toContain(`GetAtt${mediaBucketId}RegionalDomainName`);
    expect(mediaOrigin?.S3OriginConfig).toBeDefined();
    const defaultOrigin = config.Origins.find((origin) => origin.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(mediaOrigin?.OriginAccessControlId).toBeDefined();
    expect(mediaOrigin?.OriginAccessControlId).not.toEqual(defaultOrigin.OriginAccessControlId);
    const [, control] = Object.entries(resourcesOf(web, 'AWS::CloudFront::OriginAccessControl')).find(([id]) =>
      JSON.stringify(mediaOrigin?.OriginAccessControlId).includes(id),
    )!;
    expect(control.Properties.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
  });

  it('are cached as immutable (a year), keyed on nothing, not compressed again, GET and HEAD only, over HTTPS', () => {
    // Act
    const [policyId, policy] = Object.entries(resourcesOf(web, 'AWS::CloudFront::CachePolicy')).find(([id]) =>
      JSON.stringify(mediaBehavior.CachePolicyId).includes(id),
    )!;

    // Assess
    expect(mediaBehavior).toMatchObject({
      CachePolicyId: { Ref: policyId },
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: false,
    });
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      DefaultTTL: 31536000,
      MaxTTL: 31536000,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: false,
        EnableAcceptEncodingBrotli: false,
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it('run no viewer-request function (a photograph\'s key is requested as stored), and carry the security headers', () => {
    expect(mediaBehavior.FunctionAssociations).toBeUndefined();
    expect(mediaBehavior.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('are readable by CloudFront through the media bucket\'s own policy, none written by this stack', () => {
    // Assess: this stack writes no policy on the media bucket (the data stack's grants CloudFront read, see its test)
    const policies = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy'));
    expect(policies.filter((policy) => JSON.stringify(policy.Properties.Bucket).includes('DubaiSetupData'))).toEqual([]);
    const grant = Object.values(resourcesOf(templates.data, 'AWS::S3::BucketPolicy'))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
      .find((statement) => statement.Effect === 'Allow');
    expect(grant).toMatchObject({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' });
    // CDK warns when it cannot grant an origin's bucket itself; that warning is acknowledged, no other is left.
    expect(Annotations.fromStack(stacks.web).findWarning('*', Match.anyValue())).toEqual([]);
  });
});

describe('the site upload', () => {
  it('uploads the built site and invalidates the distribution', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionId: Match.anyValue(),
      DistributionPaths: ['/*'],
      // The photographs staff upload are in the media bucket (data stack): nothing of them to spare here.
      Exclude: ['assets/*', 'admin/*'],
      // Pages, the service worker and the manifest: browsers revalidate them on every visit.
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=86400, must-revalidate' },
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('refuses to deploy a site built for another address than context siteUrl', () => {
    // Prepare: the fixture site, its robots.txt naming another host's sitemap
    const siteDir = mkdtempSync(join(tmpdir(), 'site-other-host-'));
    cpSync(FIXTURE_SITE, siteDir, { recursive: true });
    writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\nAllow: /\n\nSitemap: https://staging.example.org/sitemap.xml\n');
    const app = new App({ context: { ...CDK_CONTEXT, region: TEST_REGION, siteDir, siteUrl: 'https://www.dubai-setup.example' } });

    // Act + Assess
    expect(() => createStacks(app, readAppConfig(app))).toThrow(
      /built for another address than context siteUrl https:\/\/www\.dubai-setup\.example/,
    );
  });

  it('refuses a siteUrl that is not an https origin', () => {
    // Prepare
    const app = new App({ context: { ...CDK_CONTEXT, region: TEST_REGION, siteDir: FIXTURE_SITE, siteUrl: 'http://www.dubai-setup.example/en' } });

    // Act + Assess
    expect(() => readAppConfig(app)).toThrow(/must be an https origin without path/);
  });
});

describe('the secret origin header', () => {
  it('is sent by CloudFront to the API origin only, its value resolved from the API stack\'s secret at deploy time', () => {
    // Prepare
    const origins = config.Origins as { Id: string; CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];

    // Act
    const withHeader = origins.filter((origin) => origin.OriginCustomHeaders?.some((header) => header.HeaderName === 'x-origin-verify'));

    // Assess
    expect(withHeader).toHaveLength(1);
    expect(withHeader[0]!.CustomOriginConfig).toBeDefined();
    const value = JSON.stringify(withHeader[0]!.OriginCustomHeaders![0]!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain('OriginVerifySecret');
  });
});

describe('the back office on its own distribution', () => {
  const functionCode = (prefix: string) => {
    const [, fn] = Object.entries(resourcesOf(web, 'AWS::CloudFront::Function')).find(([id]) => id.startsWith(prefix))!;
    return String(fn.Properties.FunctionCode);
  };
  const behaviours = (distribution: DistributionConfig) => [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors];

  it('the public distribution has no behaviour for /admin, and its function redirects /admin to context adminUrl', () => {
    // Assess: no path pattern of the public distribution names the admin, and /admin* leaves it by a redirect
    expect(behaviours(config).map((behaviour) => String(behaviour.PathPattern ?? 'default'))).toEqual(['default', '/media/*', '/api/*']);
    expect(functionCode('ViewerRequest')).toContain(`var ADMIN_ORIGIN = "${CDK_CONTEXT.adminUrl}";`);
    expect(functionCode('ViewerRequest')).toContain("path.toLowerCase() === '/admin'");
  });

  it('the admin distribution serves the admin app through its own function, which lets no public page through', () => {
    const functionId = idOf('AWS::CloudFront::Function').find((id) => id.startsWith('AdminViewerRequest'))!;
    expect(adminConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    expect(functionCode('AdminViewerRequest')).toContain("var ADMIN_PAGE = '/admin/index.html';");
    expect(behaviours(adminConfig).map((behaviour) => String(behaviour.PathPattern ?? 'default'))).toEqual(['default', '/media/*', '/api/*']);
  });

  it('the admin host answers with its own strict policy: scripts and connections to itself only, never framed', () => {
    // Prepare
    const policyId = policyIdByComment('The admin host');
    const policy = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy')[policyId]!;
    const csp = String(
      (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } } })
        .SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );

    // Assess
    expect(adminConfig.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
  });

  it('each distribution sends its own origin secret to the API: the handler stack tells them apart by it', () => {
    // Prepare
    const secretOf = (distribution: DistributionConfig) => {
      const api = distribution.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*')!;
      const origin = (distribution.Origins as { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[]).find(
        (candidate) => candidate.Id === api.TargetOriginId,
      )!;
      return JSON.stringify(origin.OriginCustomHeaders!.find((header) => header.HeaderName === 'x-origin-verify')!.HeaderValue);
    };

    // Assess
    expect(secretOf(config)).toMatch(/resolve:secretsmanager:.*OriginVerifySecret/);
    expect(secretOf(adminConfig)).toMatch(/resolve:secretsmanager:.*AdminOriginVerifySecret/);
    expect(secretOf(config)).not.toContain('AdminOriginVerifySecret');
  });

  it('the admin page is uploaded with its own invalidation of the admin distribution', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', { Include: ['admin/*'], Prune: false, DistributionPaths: ['/*'] });
  });

  it('refuses an adminUrl on one of the site\'s own hosts', () => {
    // Prepare
    const app = new App({ context: { ...CDK_CONTEXT, region: TEST_REGION, siteDir: FIXTURE_SITE, adminUrl: 'https://www.dubai-setup.example' } });

    // Act + Assess
    expect(() => createStacks(app, readAppConfig(app))).toThrow(/Context adminUrl \(https:\/\/www\.dubai-setup\.example\) must name a host of its own/);
  });
});

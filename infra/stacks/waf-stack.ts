/**
 * WAF stack: the AWS WAF web ACL in front of the CloudFront distribution, so a flood or a known attack pattern is
 * refused at the edge before it costs a Lambda invocation. A CloudFront web ACL (scope CLOUDFRONT) can only be
 * created in us-east-1, so this small stack lives there whatever region the rest of the app is deployed to; the web
 * stack reads the ACL's ARN through CDK's cross-region references (`crossRegionReferences` on both stacks).
 *
 * Three rules:
 * - a rate-based rule on the API's writes (POST, PUT, PATCH, DELETE under /api/), per client address, answering 429
 *   with the same message as the handler stack's per-route limits;
 * - a rate-based rule on every other API request (the public reads, GET /api/*), per client address, with a limit no
 *   visitor reaches, answering the same 429;
 * - AWS's managed common rule set (AWSManagedRulesCommonRuleSet), with SizeRestrictions_BODY only counted (see
 *   COUNTED_COMMON_RULES).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { RATE_LIMIT_MESSAGE } from '#shared/public-forms/rate-limit.ts';

/** CloudFront web ACLs exist only in this region. */
export const WAF_REGION = 'us-east-1';

/**
 * API writes one client address may send in any 5-minute window before WAF answers 429 for the rest of it. The
 * handler stack's per-route limits (functions/routes.ts) allow a visitor at most 10 leads, 10 captures, 5 newsletter
 * sign-ups, 10 confirmations, 5 tax reports, 30 login tries, 300 vitals beacons and 300 analytics beacons in 5
 * minutes; a person never comes near that, but one office or mobile carrier can put many people behind one address,
 * and a staff member editing the site sends a write per save. 1,000 (about 3 a second, sustained for 5 minutes) is above all of them
 * together, so WAF never refuses what the route limits would allow, while a script flooding the API from one
 * address is cut off at the edge within seconds of crossing it instead of costing a Lambda per request.
 */
export const API_WRITES_PER_5_MINUTES_PER_ADDRESS = 1000;

/** The methods the rate-based rule counts: every state-changing request. */
export const RATE_LIMITED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Other API requests (GET /api/*: the public reads, the admin's lists and the CSV export's pages) one client address
 * may send in any 5-minute window before WAF answers 429 for the rest of it. A public page view makes a handful of
 * uncached reads (phone numbers, site settings, active tags, CMS content, testimonials, geo), so 3,000 is about 400
 * page views in 5 minutes from one address (more than one a second, sustained): no visitor comes near it, and an
 * office or carrier address shared by many people still has room, while a script hammering the reads, each of which
 * costs a Lambda and a DynamoDB read, is cut off at the edge. Counted apart from the writes, so reading never uses up
 * the room for a form submission.
 */
export const API_READS_PER_5_MINUTES_PER_ADDRESS = 3000;

/**
 * Rules of the managed common rule set that only count (logged in the ACL's metrics, never blocking).
 * SizeRestrictions_BODY blocks any body over 8 KB, but our API accepts bodies up to 16 KB (DEFAULT_MAX_BODY_BYTES in
 * functions/lib/api-handler.ts: a lead with long additional requirements, a CMS text, a testimonial) and answers 413
 * itself above each route's own limit; blocking at 8 KB would refuse legitimate submissions with WAF's bare 403.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'] as const;

/** The custom response body WAF answers a rate-limited request with: the API's own JSON error shape. */
const RATE_LIMITED_BODY = 'RateLimited';

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    if (this.region !== WAF_REGION) {
      throw new Error(`The WAF stack must be deployed to ${WAF_REGION} (CloudFront web ACLs exist only there), not ${this.region}`);
    }

    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const methodIs = (method: string) => ({
      byteMatchStatement: {
        fieldToMatch: { method: {} },
        positionalConstraint: 'EXACTLY',
        searchString: method,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const underApi = {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: '/api/',
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
    const isWrite = { orStatement: { statements: RATE_LIMITED_METHODS.map(methodIs) } };
    const blockAsRateLimited = {
      block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY } },
    };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Dubai setup site: API write and read flood limits and the AWS managed common rule set',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('DubaiSetupWebAcl'),
      customResponseBodies: {
        [RATE_LIMITED_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: RATE_LIMIT_MESSAGE }),
        },
      },
      rules: [
        {
          name: 'ApiWritesPerAddress',
          priority: 0,
          action: blockAsRateLimited,
          statement: {
            rateBasedStatement: {
              limit: API_WRITES_PER_5_MINUTES_PER_ADDRESS,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: { andStatement: { statements: [underApi, isWrite] } },
            },
          },
          visibilityConfig: visibility('ApiWritesPerAddress'),
        },
        {
          name: 'ApiReadsPerAddress',
          priority: 1,
          action: blockAsRateLimited,
          statement: {
            rateBasedStatement: {
              limit: API_READS_PER_5_MINUTES_PER_ADDRESS,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              // Every API request that is not a write: GET (and HEAD, OPTIONS), whatever the route.
              scopeDownStatement: { andStatement: { statements: [underApi, { notStatement: { statement: isWrite } }] } },
            },
          },
          visibilityConfig: visibility('ApiReadsPerAddress'),
        },
        {
          name: 'AwsCommonRuleSet',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: COUNTED_COMMON_RULES.map((name) => ({ name, actionToUse: { count: {} } })),
            },
          },
          visibilityConfig: visibility('AwsCommonRuleSet'),
        },
      ],
    });
  }
}

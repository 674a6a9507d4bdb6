import { join, resolve } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { ApiStack } from '../stacks/api-stack.ts';
import { AuthStack } from '../stacks/auth-stack.ts';
import { DataStack } from '../stacks/data-stack.ts';
import { DEFAULT_MONTHLY_BUDGET_USD, EdgeMonitoringStack, MonitoringStack } from '../stacks/monitoring-stack.ts';
import { WafStack, WAF_REGION } from '../stacks/waf-stack.ts';
import { WebStack } from '../stacks/web-stack.ts';
import { FUNCTIONS_DIST, LAYER_DIST } from '../scripts/build-functions.ts';
import { adminUrlFromContext, siteUrlFromContext } from './site-url.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** What the app is configured with; deployed from CDK context (cdk.json or -c), in tests from the same context. */
export type AppConfig = {
  /**
   * The region of the data, auth, api and web stacks: context `region`, else the CDK CLI's CDK_DEFAULT_REGION (the
   * operator's AWS profile). It must be known at synth: the web stack reads the WAF web ACL's ARN from us-east-1.
   */
  region: string;
  corporateHosts: string[];
  devHosts: string[];
  /** The verified SES sender address. */
  sesSender: string;
  /** The built site (default dist/web). */
  siteDir: string;
  /** Prebuilt function bundles (dist/functions). */
  bundlesDir: string;
  /** The prebuilt shared layer of the functions (dist/functions-layer). */
  layerDir: string;
  /** The site's public address (context siteUrl, else the first domain name), named by canonical links. */
  siteUrl: string;
  /** The site's own host names and their us-east-1 ACM certificate, when it has them. */
  domainNames?: string[];
  certificateArn?: string;
  /**
   * The back office's own address (context adminUrl, an https origin of a host that is not the site's, e.g.
   * https://admin.example.com), and its certificate when the site's does not cover it (context adminCertificateArn).
   */
  adminUrl: string;
  adminCertificateArn?: string;
  /** Context staffLeadRecipients: who gets the e-mail for every new lead (comma-joined). */
  staffLeadRecipients?: string;
  /** Context opsEmails: who gets the alarms' e-mails (and the cost budget's); each confirms its subscription once. */
  opsEmails: string[];
  /** Context monthlyBudgetUsd: the monthly AWS cost budget, e-mailed to opsEmails at 80% actually spent. */
  monthlyBudgetUsd: number;
};

/** A list from context: a JSON array in cdk.json, or a comma-separated string from the command line. */
function contextList(app: App, name: string): string[] {
  const value: unknown = app.node.tryGetContext(name);
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') {
    const items = value.trim().startsWith('[') ? (JSON.parse(value) as unknown[]).map(String) : value.split(',');
    return items.map((item) => item.trim()).filter(Boolean);
  }
  throw new Error(`Context ${name} must be a list of strings`);
}

function contextNumber(app: App, name: string, fallback: number): number {
  const value: unknown = app.node.tryGetContext(name);
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Context ${name} must be a positive number, not ${String(value)}`);
  return number;
}

function contextString(app: App, name: string): string | undefined {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads the app's configuration from CDK context: corporateHosts, devHosts, sesSender, siteUrl (or domainNames), and
 * optionally siteDir, domainNames and certificateArn. Fails with a readable message when the sender is missing.
 */
export function readAppConfig(app: App): AppConfig {
  const sesSender = contextString(app, 'sesSender');
  if (!sesSender?.includes('@')) throw new Error('Context sesSender must be the verified SES sender address');
  const domainNames = contextList(app, 'domainNames');
  const region = contextString(app, 'region') ?? process.env.CDK_DEFAULT_REGION;
  if (!region) {
    throw new Error(
      'The deploy region is needed at synth (the web stack reads the WAF web ACL from us-east-1): set a region in ' +
        'your AWS profile, or pass -c region=<region>',
    );
  }
  return {
    region,
    corporateHosts: contextList(app, 'corporateHosts'),
    devHosts: contextList(app, 'devHosts'),
    sesSender,
    siteDir: resolve(ROOT, contextString(app, 'siteDir') ?? join('dist', 'web')),
    bundlesDir: FUNCTIONS_DIST,
    layerDir: LAYER_DIST,
    siteUrl: siteUrlFromContext({ siteUrl: app.node.tryGetContext('siteUrl'), domainNames }),
    domainNames: domainNames.length ? domainNames : undefined,
    certificateArn: contextString(app, 'certificateArn'),
    adminUrl: adminUrlFromContext(app.node.tryGetContext('adminUrl')),
    adminCertificateArn: contextString(app, 'adminCertificateArn'),
    staffLeadRecipients: contextList(app, 'staffLeadRecipients').join(',') || undefined,
    opsEmails: contextList(app, 'opsEmails'),
    monthlyBudgetUsd: contextNumber(app, 'monthlyBudgetUsd', DEFAULT_MONTHLY_BUDGET_USD),
  };
}

/**
 * The six stacks, one per concern, wired together: data, auth, api (with the deploy region's monitoring nested in it)
 * and web in the configured region, and in us-east-1 the WAF web ACL (the only region CloudFront web ACLs exist in),
 * which the web stack's distribution uses, and the edge monitoring (WAF's and CloudFront's metrics exist only there).
 */
export function createStacks(app: App, config: AppConfig) {
  const env = { region: config.region };
  const data = new DataStack(app, 'DubaiSetupData', {
    env,
    description: 'Dubai setup site: the single DynamoDB table and the bucket of uploaded photographs',
    terminationProtection: true,
  });
  const auth = new AuthStack(app, 'DubaiSetupAuth', {
    env,
    description: 'Dubai setup site: the staff Cognito user pool',
    terminationProtection: true,
  });
  const api = new ApiStack(app, 'DubaiSetupApi', {
    env,
    description: 'Dubai setup site: HTTP API and one Lambda per route',
    table: data.table,
    mediaBucket: data.mediaBucket,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    bundlesDir: config.bundlesDir,
    layerDir: config.layerDir,
    emailSender: config.sesSender,
    staffLeadRecipients: config.staffLeadRecipients,
    adminUrl: `${config.adminUrl}/admin`,
    siteUrl: config.siteUrl,
  });
  const waf = new WafStack(app, 'DubaiSetupWaf', {
    description: 'Dubai setup site: the AWS WAF web ACL of the CloudFront distribution (us-east-1)',
    env: { region: WAF_REGION },
    crossRegionReferences: true,
  });
  const web = new WebStack(app, 'DubaiSetupWeb', {
    env,
    crossRegionReferences: true,
    webAclArn: waf.webAcl.attrArn,
    description: 'Dubai setup site: S3 site bucket, CloudFront distribution and viewer-request function',
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    adminOriginVerifySecret: api.adminOriginVerifySecret,
    adminUrl: config.adminUrl,
    adminCertificateArn: config.adminCertificateArn,
    mediaBucket: data.mediaBucket,
    siteDir: config.siteDir,
    siteUrl: config.siteUrl,
    corporateHosts: config.corporateHosts,
    devHosts: config.devHosts,
    domainNames: config.domainNames,
    certificateArn: config.certificateArn,
  });
  // Nested in the API stack, not a stack of its own: it names every function, which a separate stack could read only
  // through one output of the API stack per function, never updated when a function is replaced (monitoring-stack.ts).
  const monitoring = new MonitoringStack(api, 'Monitoring', {
    description: 'Dubai setup site: the operations topic, the alarms on the API, functions, drain, table and SES, the dashboard',
    opsEmails: config.opsEmails,
    api: api.api,
    functions: api.functions,
    jobs: api.jobs,
    table: data.table,
  });
  const edgeMonitoring = new EdgeMonitoringStack(app, 'DubaiSetupEdgeMonitoring', {
    description: 'Dubai setup site: the alarms on WAF and CloudFront (us-east-1), their topic, and the monthly cost budget',
    env: { region: WAF_REGION },
    crossRegionReferences: true,
    opsEmails: config.opsEmails,
    webAcl: waf.webAcl,
    distributions: { Site: web.distribution.distributionId, Admin: web.adminDistribution.distributionId },
    monthlyBudgetUsd: config.monthlyBudgetUsd,
  });
  return { data, auth, api, waf, web, monitoring, edgeMonitoring };
}

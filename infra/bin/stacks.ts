import { join, resolve } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { ApiStack } from '../stacks/api-stack.ts';
import { AuthStack } from '../stacks/auth-stack.ts';
import { DataStack } from '../stacks/data-stack.ts';
import { WebStack } from '../stacks/web-stack.ts';
import { FUNCTIONS_DIST, LAYER_DIST } from '../scripts/build-functions.ts';
import { siteUrlFromContext } from './site-url.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** What the app is configured with; deployed from CDK context (cdk.json or -c), in tests from the same context. */
export type AppConfig = {
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
  /** Context staffLeadRecipients: who gets the e-mail for every new lead (comma-joined). */
  staffLeadRecipients?: string;
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
  return {
    corporateHosts: contextList(app, 'corporateHosts'),
    devHosts: contextList(app, 'devHosts'),
    sesSender,
    siteDir: resolve(ROOT, contextString(app, 'siteDir') ?? join('dist', 'web')),
    bundlesDir: FUNCTIONS_DIST,
    layerDir: LAYER_DIST,
    siteUrl: siteUrlFromContext({ siteUrl: app.node.tryGetContext('siteUrl'), domainNames }),
    domainNames: domainNames.length ? domainNames : undefined,
    certificateArn: contextString(app, 'certificateArn'),
    staffLeadRecipients: contextList(app, 'staffLeadRecipients').join(',') || undefined,
  };
}

/** The four stacks, one per concern, wired together. */
export function createStacks(app: App, config: AppConfig) {
  const data = new DataStack(app, 'DubaiSetupData', {
    description: 'Dubai setup site: the single DynamoDB table',
    terminationProtection: true,
  });
  const auth = new AuthStack(app, 'DubaiSetupAuth', {
    description: 'Dubai setup site: the staff Cognito user pool',
    terminationProtection: true,
  });
  const api = new ApiStack(app, 'DubaiSetupApi', {
    description: 'Dubai setup site: HTTP API and one Lambda per route',
    table: data.table,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    bundlesDir: config.bundlesDir,
    layerDir: config.layerDir,
    emailSender: config.sesSender,
    staffLeadRecipients: config.staffLeadRecipients,
    adminUrl: `${config.siteUrl}/admin`,
    siteUrl: config.siteUrl,
  });
  const web = new WebStack(app, 'DubaiSetupWeb', {
    description: 'Dubai setup site: S3 site bucket, CloudFront distribution and viewer-request function',
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    siteDir: config.siteDir,
    siteUrl: config.siteUrl,
    corporateHosts: config.corporateHosts,
    devHosts: config.devHosts,
    domainNames: config.domainNames,
    certificateArn: config.certificateArn,
  });
  return { data, auth, api, web };
}

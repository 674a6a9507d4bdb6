/**
 * The CDK app: four stacks, one per concern (data, auth, api, web), checked by cdk-nag's AWS Solutions rules.
 * Stacks are environment-agnostic, so synth needs no AWS account, credentials or network; `cdk deploy` takes the
 * account and region from the operator's AWS profile.
 *
 * Context (cdk.json, or -c name=value): corporateHosts, devHosts, sesSender, and optionally domainNames +
 * certificateArn (us-east-1 ACM) for the site's own host names, siteDir (default dist/web).
 */
import { join, resolve } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import cdkNag from 'cdk-nag';
import { ApiStack } from '../stacks/api-stack.ts';
import { AuthStack } from '../stacks/auth-stack.ts';
import { DataStack } from '../stacks/data-stack.ts';
import { WebStack } from '../stacks/web-stack.ts';
import { FUNCTIONS_DIST } from '../scripts/build-functions.ts';

const { AwsSolutionsChecks } = cdkNag;
const ROOT = resolve(import.meta.dirname, '../..');

/** A list from context: a JSON array in cdk.json, or a comma-separated string from the command line. */
function contextList(app: App, name: string): string[] {
  const value: unknown = app.node.tryGetContext(name);
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') {
    return (value.trim().startsWith('[') ? (JSON.parse(value) as unknown[]).map(String) : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
  }
  throw new Error(`Context ${name} must be a list of strings`);
}

function contextString(app: App, name: string): string | undefined {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const app = new App();
const sesSender = contextString(app, 'sesSender');
if (!sesSender?.includes('@')) throw new Error('Context sesSender must be the verified SES sender address');

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
  bundlesDir: FUNCTIONS_DIST,
  emailSender: sesSender,
});
new WebStack(app, 'DubaiSetupWeb', {
  description: 'Dubai setup site: S3 site bucket, CloudFront distribution and viewer-request function',
  apiDomainName: api.apiDomainName,
  siteDir: resolve(ROOT, contextString(app, 'siteDir') ?? join('dist', 'web')),
  corporateHosts: contextList(app, 'corporateHosts'),
  devHosts: contextList(app, 'devHosts'),
  domainNames: contextList(app, 'domainNames').length ? contextList(app, 'domainNames') : undefined,
  certificateArn: contextString(app, 'certificateArn'),
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

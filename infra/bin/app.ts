/**
 * The CDK app: four stacks, one per concern (data, auth, api, web), checked by cdk-nag's AWS Solutions rules.
 * Stacks are environment-agnostic, so synth needs no AWS account, credentials or network; `cdk deploy` takes the
 * account and region from the operator's AWS profile.
 *
 * Context (cdk.json, or -c name=value): corporateHosts, devHosts, sesSender, siteUrl (the public address canonical
 * links name; default https:// + the first domain name), and optionally domainNames + certificateArn (us-east-1 ACM)
 * for the site's own host names, siteDir (default dist/web).
 */
import { App, Validations } from 'aws-cdk-lib';
import cdkNag from 'cdk-nag';
import { createStacks, readAppConfig } from './stacks.ts';

const { AwsSolutionsChecks } = cdkNag;

const app = new App();
createStacks(app, readAppConfig(app));
// cdk-nag 3 runs as a validation plugin: an unacknowledged finding fails synth with the finding and its fix.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

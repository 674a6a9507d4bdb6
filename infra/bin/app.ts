/**
 * The CDK app: six stacks, one per concern (data, auth, api with the regional monitoring nested in it, web, and in
 * us-east-1 the WAF web ACL and the edge monitoring), checked by cdk-nag's AWS Solutions rules. Synth needs no AWS
 * account, credentials or network, but a region (context `region`, else the operator's AWS profile through the CDK
 * CLI): the web stack reads the WAF's ACL across regions, which CDK allows only between stacks of known regions.
 * `cdk deploy` takes the account from the profile.
 *
 * Context (cdk.json, or -c name=value): corporateHosts, devHosts, sesSender, siteUrl (the public address canonical
 * links name; default https:// + the first domain name), and optionally domainNames + certificateArn (us-east-1 ACM)
 * for the site's own host names, siteDir (default dist/web), opsEmails (who the alarms e-mail) and monthlyBudgetUsd.
 */
import { App, Validations } from 'aws-cdk-lib';
import cdkNag from 'cdk-nag';
import { createStacks, readAppConfig } from './stacks.ts';

const { AwsSolutionsChecks } = cdkNag;

const app = new App();
createStacks(app, readAppConfig(app));
// cdk-nag 3 runs as a validation plugin: an unacknowledged finding fails synth with the finding and its fix.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createStacks, readAppConfig } from '../bin/stacks.ts';

/** The tiny built site the web stack uploads in tests: a home, the corporate home, the 404 page, one asset. */
export const FIXTURE_SITE = new URL('./fixtures/site', import.meta.url).pathname;

/** cdk.json's context (feature flags, host lists, sender), so tests synthesize what `cdk synth` does. */
export const CDK_CONTEXT = (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
}).context;

/** The region the tests deploy the app to: any other than us-east-1, so the WAF's cross-region wiring is exercised. */
export const TEST_REGION = 'me-central-1';

/** The whole app as deployed, with the fixture site, and each stack's synthesized template. */
export function synthesizeApp() {
  const app = new App({ context: { ...CDK_CONTEXT, siteDir: FIXTURE_SITE, region: TEST_REGION } });
  const stacks = createStacks(app, readAppConfig(app));
  return {
    app,
    stacks,
    templates: {
      data: Template.fromStack(stacks.data),
      auth: Template.fromStack(stacks.auth),
      api: Template.fromStack(stacks.api),
      waf: Template.fromStack(stacks.waf),
      web: Template.fromStack(stacks.web),
    },
  };
}

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

/** The resources of one type in a template, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

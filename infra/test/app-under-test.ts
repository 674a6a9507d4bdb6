import { readFileSync } from 'node:fs';
import { App, type NestedStack, type Stack } from 'aws-cdk-lib';
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
      api: templateWithNestedStacks(stacks.api, [...stacks.api.nestedStacks.values()]),
      waf: Template.fromStack(stacks.waf),
      web: Template.fromStack(stacks.web),
    },
  };
}

type TemplateJson = { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>; Parameters?: Record<string, unknown> };

/**
 * A stack's template with its nested stacks' resources in it, as deployed: each nested stack's parameters replaced by
 * the values the parent passes it, the parent's reads of their outputs by what the outputs hold, and the
 * AWS::CloudFormation::Stack resources left out. Tests of the API read every
 * route's resources wherever they live (api-stack.ts puts them in a nested stack per API resource).
 */
export function templateWithNestedStacks(parent: Stack, nestedStacks: readonly NestedStack[]): Template {
  // A copy: toJSON() hands out the cloud assembly's own parsed template, which other readers of the stack share.
  const merged = structuredClone(Template.fromStack(parent).toJSON()) as TemplateJson;
  /** What the parent reads of each nested stack (`Fn::GetAtt [<its resource>, Outputs.<name>]`), as the nested stack says. */
  const outputs = new Map<string, unknown>();
  for (const nested of nestedStacks) {
    const resourceId = parent.getLogicalId(nested.nestedStackResource as never);
    const passed = (merged.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const template = Template.fromStack(nested).toJSON() as TemplateJson & { Outputs?: Record<string, { Value: unknown }> };
    const resolvePassed = (value: unknown) => replaceDeep(value, (node) => {
      const ref = (node as { Ref?: unknown }).Ref;
      return typeof ref === 'string' && ref in passed ? { value: passed[ref] } : undefined;
    });
    for (const [id, resource] of Object.entries(template.Resources)) {
      if (id in merged.Resources) throw new Error(`${id} is in both ${parent.stackName} and ${nested.node.id}`);
      merged.Resources[id] = resolvePassed(resource) as TemplateJson['Resources'][string];
    }
    for (const [name, output] of Object.entries(template.Outputs ?? {})) outputs.set(`${resourceId}.Outputs.${name}`, resolvePassed(output.Value));
    delete merged.Resources[resourceId];
  }
  merged.Resources = replaceDeep(merged.Resources, (node) => {
    const getAtt = (node as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    const key = Array.isArray(getAtt) ? getAtt.join('.') : undefined;
    return key !== undefined && outputs.has(key) ? { value: outputs.get(key) } : undefined;
  }) as TemplateJson['Resources'];
  return Template.fromJSON(merged);
}

/** A copy of `value` with every object node that `replace` answers for replaced by its answer. */
function replaceDeep(value: unknown, replace: (node: object) => { value: unknown } | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const replaced = replace(value);
  if (replaced) return replaced.value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replaceDeep(inner, replace)]));
}

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

/** The resources of one type in a template, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/**
 * Every statement granted to one role: its inline policies (the API's functions keep their grants there, see
 * infra/constructs/api-function.ts) and any AWS::IAM::Policy attached to it.
 */
export function inlineStatementsOf(template: Template, roleId: string): { Action: string | string[]; Resource: unknown }[] {
  type Document = { Statement: { Action: string | string[]; Resource: unknown }[] };
  const role = resourcesOf(template, 'AWS::IAM::Role')[roleId];
  const inline = ((role?.Properties.Policies as { PolicyDocument: Document }[] | undefined) ?? []).flatMap((policy) => policy.PolicyDocument.Statement);
  const attached = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as Document).Statement);
  return [...inline, ...attached];
}

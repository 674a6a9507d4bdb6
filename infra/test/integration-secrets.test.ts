/**
 * The integrations' background work and secrets in the synthesized API stack: a rotating KMS key granted
 * only to the functions that seal or open API keys, the sync drain run every minute by EventBridge, and no deployed
 * function with the local fakes' allow-list (INTEGRATION_TEST_HOSTS), so a deployed integration calls only the
 * providers' own https addresses.
 */
import { JOBS, ROUTES, routeKey } from '#functions/routes.ts';
import { inlineStatementsOf, resourcesOf, synthesizeApp } from './app-under-test.ts';

const { templates, stacks } = synthesizeApp();
const api = templates.api;

type Statement = { Action: string | string[]; Resource: unknown };

function statementsOfRole(roleLogicalId: string): Statement[] {
  return inlineStatementsOf(api, roleLogicalId);
}

const kmsActionsOf = (roleLogicalId: string) =>
  statementsOfRole(roleLogicalId)
    .flatMap((statement) => [statement.Action].flat())
    .filter((action) => action.startsWith('kms:'))
    .sort();

describe('the integrations secrets key', () => {
  it('is a KMS key with yearly rotation, kept when the stack is deleted', () => {
    // The API stack's other key encrypts the SES events' topic (infra/constructs/ses-events.ts), not secrets.
    const keys = Object.values(resourcesOf(api, 'AWS::KMS::Key')).filter((key) => String(key.Properties.Description).startsWith('Envelope encryption'));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.Properties.EnableKeyRotation).toBe(true);
    expect(keys[0]!.DeletionPolicy).toBe('Retain');
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s can use the key only when it handles secrets', (_key, route) => {
    const fn = stacks.api.functions.get(routeKey(route))!;
    const roleId = stacks.api.getLogicalId(fn.role.node.defaultChild as never);
    expect(kmsActionsOf(roleId)).toEqual(route.secrets ? ['kms:Decrypt', 'kms:GenerateDataKey'] : []);
  });
});

describe('the sync drain', () => {
  it('runs every minute with the key, the table, SES and the staff recipients', () => {
    // Prepare
    const [job] = JOBS;
    const fn = stacks.api.jobs.get(job!.name)!;
    const functionId = stacks.api.getLogicalId(fn.function.node.defaultChild as never);
    const roleId = stacks.api.getLogicalId(fn.role.node.defaultChild as never);

    // Assess
    const rules = Object.values(resourcesOf(api, 'AWS::Events::Rule')).filter((rule) => JSON.stringify(rule.Properties.Targets).includes(functionId));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(JSON.stringify(rules[0]!.Properties.Targets)).toContain(functionId);
    expect(kmsActionsOf(roleId)).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
    const environment = (resourcesOf(api, 'AWS::Lambda::Function')[functionId]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(environment).toMatchObject({ STAFF_LEAD_RECIPIENTS: 'leads@example.com', ADMIN_URL: 'https://admin.dubai-setup.example/admin', SES_SENDER: 'no-reply@example.com' });
    expect(environment.KMS_KEY_ID).toBeDefined();
    expect(resourcesOf(api, 'AWS::Lambda::Function')[functionId]!.Properties.Timeout).toBe(60);
  });
});

describe('the allow-list of the local provider fakes', () => {
  it('is in no deployed function: INTEGRATION_TEST_HOSTS is set only by the local stack and the tests', () => {
    // Prepare: every Lambda function of every stack, with its environment.
    const functions = Object.values(templates).flatMap((template) => Object.entries(resourcesOf(template, 'AWS::Lambda::Function')));
    const environments = functions.map(([id, fn]) => [id, (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}] as const);

    // Assess: the API's functions are all there (one per route and job), and none has the variable.
    expect(functions.length).toBeGreaterThanOrEqual(ROUTES.length + JOBS.length);
    expect(environments.filter(([, variables]) => 'INTEGRATION_TEST_HOSTS' in variables).map(([id]) => id)).toEqual([]);
    expect(JSON.stringify(templates.api.toJSON())).not.toContain('INTEGRATION_TEST_HOSTS');
  });
});

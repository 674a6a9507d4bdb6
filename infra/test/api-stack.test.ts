import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Table, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
import { LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { EVENT_HANDLERS, JOBS, ROUTES, routeKey, type Route } from '#functions/routes.ts';
import { JOB_TABLE_ACCESS, TABLE_ACCESS, type TableGrant } from '#functions/table-access.ts';
import { ApiFunction } from '../constructs/api-function.ts';
import { FUNCTIONS_DIST } from '../scripts/build-functions.ts';
import { TEAM_LIMITS } from '#shared/admin/team-rules.ts';
import { API_THROTTLE } from '../stacks/api-stack.ts';
import { inlineStatementsOf, resourcesOf, synthesizeApp } from './app-under-test.ts';

const { stacks: appStacks, templates } = synthesizeApp();
const api = templates.api;

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());

/** The logical id of the Lambda function an API route invokes. */
function functionIdOfRoute(route: Route): string {
  const [apiRoute] = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route')).filter(
    (resource) => resource.Properties.RouteKey === routeKey(route),
  );
  const target = JSON.stringify(apiRoute.Properties.Target);
  const [integrationId] = Object.keys(resourcesOf(api, 'AWS::ApiGatewayV2::Integration')).filter((id) =>
    target.includes(id),
  );
  const integration = resourcesOf(api, 'AWS::ApiGatewayV2::Integration')[integrationId];
  const uri = integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
  return uri['Fn::GetAtt'][0];
}

/** The logical id of a background job's (or event handler's) Lambda function (its description is the job's). */
function functionIdOfJob(name: string): string {
  const job = [...JOBS, ...EVENT_HANDLERS].find((candidate) => candidate.name === name)!;
  const [id] = Object.entries(resourcesOf(api, 'AWS::Lambda::Function'))
    .filter(([, fn]) => fn.Properties.Description === job.description)
    .map(([functionId]) => functionId);
  return id!;
}

/** Every statement of the policies attached to a function's role. */
function statementsOfFunction(functionId: string): Statement[] {
  const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionId];
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return inlineStatementsOf(api, roleId);
}

describe('the route table becomes the HTTP API', () => {
  it('fits every stack it deploys within CloudFormation\'s 500 resources, with room for the next routes', () => {
    // Prepare
    const { stacks } = synthesizeApp();
    const nested = [...stacks.api.nestedStacks.values()];
    const countOf = (stack: Stack) => Object.keys(Template.fromStack(stack).toJSON().Resources as object).length;

    // Act
    const counts = [stacks.api, ...nested, stacks.monitoring].map((stack) => ({ stack: stack.node.id, resources: countOf(stack) }));

    // Assess: one nested stack per folder of functions/ with a route or a job; every stack with room for 50 more
    // routes (three resources each in the API's own stack: route, integration, invoke permission).
    expect(nested.map((stack) => stack.node.id)).toContain('LeadsRoutes');
    expect(nested).toHaveLength(new Set([...ROUTES, ...JOBS, ...EVENT_HANDLERS].map((row) => row.handler.split('/')[0])).size);
    expect(counts.filter((count) => count.resources > 350)).toEqual([]);
  });

  it('publishes a handful of outputs for the other stacks, never one per function, so they cannot go stale or run out', () => {
    // Act
    const outputs = (Template.fromStack(appStacks.api).toJSON().Outputs ?? {}) as Record<string, { Export?: unknown }>;

    // Assess: what the web stack reads (the API's address and the two origin secrets). Another stack reading each
    // function's name would need an output per function (CloudFormation allows 200 a template), and its weak
    // reference (Fn::GetStackOutput) would keep a replaced function's old name: the monitoring is nested instead.
    expect(Object.keys(outputs).length).toBeLessThanOrEqual(10);
    expect(Object.values(outputs).filter((output) => output.Export !== undefined)).toEqual([]);
  });

  it('has exactly one API route per row of the route table', () => {
    const routeKeys = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route')).map(
      (resource) => resource.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s runs its own Node 24 arm64 function',
    (_key, route) => {
      const functionId = functionIdOfRoute(route);
      const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionId];
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      const others = ROUTES.filter((other) => other !== route).map(functionIdOfRoute);
      expect(others).not.toContain(functionId);
    },
  );

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s gets only the table access its row asks for',
    (_key, route) => {
      const functionId = functionIdOfRoute(route);
      const actions = actionsOf(statementsOfFunction(functionId));
      const environment = (resourcesOf(api, 'AWS::Lambda::Function')[functionId].Properties.Environment as {
        Variables: Record<string, unknown>;
      }).Variables;
      // Exactly its grants in functions/table-access.ts: see "least privilege" below.
      if (route.table === 'none') {
        expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
        expect(environment.TABLE_NAME).toBeUndefined();
      } else {
        expect(environment.TABLE_NAME).toBeDefined();
      }
      // Every admin route reads its session's revocation record.
      if (route.access === 'admin') expect(actions).toContain('dynamodb:GetItem');
      if (route.table === 'write') expect(actions.some((action) => WRITE_ACTIONS.includes(action))).toBe(true);
      if (!route.sendsEmail) expect(actions.filter((action) => action.startsWith('ses:'))).toEqual([]);
    },
  );

  it('gives every function the user pool and its service name', () => {
    for (const fn of Object.values(resourcesOf(api, 'AWS::Lambda::Function'))) {
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        USER_POOL_ID: expect.anything(),
        USER_POOL_CLIENT_ID: expect.anything(),
        POWERTOOLS_SERVICE_NAME: 'dubai-setup-api',
      });
    }
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s may read both distributions\' secret origin header values, and is told which secret holds each',
    (_key, route) => {
      // Prepare
      const secretIds = Object.keys(resourcesOf(api, 'AWS::SecretsManager::Secret'));
      const secretId = secretIds.find((id) => id.startsWith('OriginVerifySecret'))!;
      const adminSecretId = secretIds.find((id) => id.startsWith('AdminOriginVerifySecret'))!;
      const functionId = functionIdOfRoute(route);

      // Act
      const environment = (resourcesOf(api, 'AWS::Lambda::Function')[functionId].Properties.Environment as {
        Variables: Record<string, unknown>;
      }).Variables;
      const reads = statementsOfFunction(functionId).filter((statement) => actionsOf([statement]).includes('secretsmanager:GetSecretValue'));

      // Assess
      expect(environment.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secretId });
      expect(environment.ADMIN_ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: adminSecretId });
      expect(reads.flatMap((statement) => [statement.Resource].flat())).toEqual(expect.arrayContaining([{ Ref: secretId }, { Ref: adminSecretId }]));
      // A third: the privacy key, for the erasure and for every route that sends e-mail (its suppression check).
      expect(reads.flatMap((statement) => [statement.Resource].flat())).toHaveLength(route.privacyKey || route.sendsEmail ? 3 : 2);
    },
  );

  it('lets only the erasure and the routes that send e-mail (their suppression check) read the key of the keyed hashes, keeps it when the stack goes, and tells the erasure where it is', () => {
    // Prepare
    const secretId = Object.keys(resourcesOf(api, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith('PrivacyHmacSecret'))!;

    // Act
    const readers = [...ROUTES.map((route) => [routeKey(route), functionIdOfRoute(route)] as const)].filter(([, functionId]) =>
      statementsOfFunction(functionId).some((statement) => JSON.stringify(statement.Resource).includes(secretId)),
    );
    const eraseId = functionIdOfRoute(ROUTES.find((route) => route.path === '/api/admin/privacy/erase')!);
    const environment = (resourcesOf(api, 'AWS::Lambda::Function')[eraseId].Properties.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assess
    expect(readers.map(([key]) => key)).toEqual([
      'POST /api/tax-report',
      'POST /api/newsletter',
      'POST /api/admin/privacy/erase',
      'POST /api/admin/team',
      'POST /api/admin/team/{username}/resend-invitation',
      'POST /api/admin/team/{username}/reset-password',
    ]);
    expect(environment.PRIVACY_HMAC_SECRET_ARN).toEqual({ Ref: secretId });
    expect(resourcesOf(api, 'AWS::SecretsManager::Secret')[secretId]!.DeletionPolicy).toBe('Retain');
  });

  it('rate-limits only routes whose function may write the table (the counter is an UpdateItem)', () => {
    // Act
    const limitedWithoutWrite = ROUTES.filter((route) => route.rateLimit && route.table !== 'write').map(routeKey);
    const publicWritesWithoutLimit = ROUTES.filter(
      (route) => route.access === 'public' && route.method === 'POST' && route.table === 'write' && !route.rateLimit && !route.path.startsWith('/api/auth/logout'),
    ).map(routeKey);

    // Assess
    expect(limitedWithoutWrite).toEqual([]);
    expect(publicWritesWithoutLimit).toEqual([]);
  });

  it('gives every function and job the one shared layer their bundles import the AWS SDK and pdf-lib from', () => {
    // Assess: one layer, for the Node 24 arm64 runtime the functions run on, attached to each of them.
    const layers = resourcesOf(api, 'AWS::Lambda::LayerVersion');
    expect(Object.keys(layers)).toHaveLength(1);
    const [[layerId, layer]] = Object.entries(layers);
    expect(layer.Properties).toMatchObject({ CompatibleRuntimes: ['nodejs24.x'], CompatibleArchitectures: ['arm64'] });
    const functions = Object.values(resourcesOf(api, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(ROUTES.length + JOBS.length + EVENT_HANDLERS.length);
    for (const fn of functions) expect(fn.Properties.Layers).toEqual([{ Ref: layerId }]);
  });

  it('keeps every function log for a month', () => {
    const logGroups = Object.values(resourcesOf(api, 'AWS::Logs::LogGroup'));
    // One per route function, one per background job (JOBS) and event handler (EVENT_HANDLERS), and the access log.
    expect(logGroups.length).toBe(ROUTES.length + JOBS.length + EVENT_HANDLERS.length + 1);
    for (const logGroup of logGroups) expect(logGroup.Properties.RetentionInDays).toBe(30);
  });

  it('throttles the stage and writes access logs', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      }),
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
  });
});

/** What IAM's StringLike does with a LeadingKeys pattern: `*` is any text, `?` any one character. */
const likePattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);

/** The DynamoDB statements of a function, with the partition keys (LeadingKeys patterns) each is limited to. */
function tableStatementsOf(route: Route | string) {
  return statementsOfFunction(typeof route === 'string' ? route : functionIdOfRoute(route))
    .filter((statement) => actionsOf([statement]).some((action) => action.startsWith('dynamodb:')))
    .map((statement) => ({
      actions: actionsOf([statement]).sort(),
      resource: JSON.stringify(statement.Resource),
      leadingKeys: (statement.Condition as { 'ForAllValues:StringLike'?: { 'dynamodb:LeadingKeys'?: string[] } } | undefined)?.[
        'ForAllValues:StringLike'
      ]?.['dynamodb:LeadingKeys'],
    }));
}

/** True when a statement lets its actions reach an item whose partition key (the index's, on an index) is `key`. */
const reaches = (statement: ReturnType<typeof tableStatementsOf>[number], key: string) =>
  statement.leadingKeys === undefined || statement.leadingKeys.some((pattern) => likePattern(pattern).test(key));

const publicTableRoutes = ROUTES.filter((route) => route.access === 'public' && route.table !== 'none');

const tableRoutes = ROUTES.filter((route) => route.table !== 'none');
const staffTableRoutes = tableRoutes.filter((route) => route.access === 'admin');
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** Every function of the stack that touches the table (routes and jobs), by a readable name and its logical id. */
const tableFunctions = [
  ...tableRoutes.map((route) => [routeKey(route), functionIdOfRoute(route)] as const),
  ...[...JOBS, ...EVENT_HANDLERS].map((job) => [job.name, functionIdOfJob(job.name)] as const),
];

/** The route keys (or job names) whose function may write an item with partition key `key`. */
const writersOf = (key: string) =>
  tableFunctions
    .filter(([, functionId]) =>
      tableStatementsOf(functionId).some((statement) => statement.actions.some((action) => WRITES.includes(action)) && reaches(statement, key)),
    )
    .map(([name]) => name)
    .sort();

/** A function's statements against its declared grants: one statement each, in order, on the table or the named index. */
function expectExactly(functionId: string, grants: readonly TableGrant[]) {
  const statements = tableStatementsOf(functionId);
  expect(statements.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual(
    grants.map((grant) => ({ actions: grant.actions.map((action) => `dynamodb:${action}`).sort(), leadingKeys: [...grant.keys] })),
  );
  statements.forEach((statement, at) => {
    const index = grants[at]!.index;
    if (index) expect(statement.resource).toMatch(/\/index\/gsi\d"\]\]\}$/);
    else expect(statement.resource).not.toContain('/index/');
  });
}

describe('the retention rule (issue 23)', () => {
  it('runs the PrivacyRetention job once a day at 03:30 in Dubai (23:30 UTC), with no key and no e-mail', () => {
    // Prepare
    const functionId = functionIdOfJob('PrivacyRetention');

    // Act
    const rules = Object.values(resourcesOf(api, 'AWS::Events::Rule')).filter((rule) => JSON.stringify(rule.Properties.Targets).includes(functionId));

    // Assess
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(['cron(30 23 * * ? *)']);
    expect(actionsOf(statementsOfFunction(functionId)).filter((action) => /^(kms|ses):/.test(action))).toEqual([]);
  });
});

describe('the morning digest (issue 25)', () => {
  it('runs the MorningDigest job once a day at 08:00 in Dubai (04:00 UTC), sending e-mail, with no key', () => {
    // Prepare
    const functionId = functionIdOfJob('MorningDigest');

    // Act
    const rules = Object.values(resourcesOf(api, 'AWS::Events::Rule')).filter((rule) => JSON.stringify(rule.Properties.Targets).includes(functionId));
    const actions = actionsOf(statementsOfFunction(functionId));

    // Assess
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(['cron(0 4 * * ? *)']);
    expect(actions.filter((action) => /^(kms|ses):/.test(action))).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
  });
});

describe('least privilege: every function gets exactly the table access of functions/table-access.ts', () => {
  it.each(tableRoutes.map((route) => [routeKey(route), route] as const))(
    '%s has one statement per grant of functions/table-access.ts, limited to its partition keys',
    (_key, route) => {
      expectExactly(functionIdOfRoute(route), TABLE_ACCESS[route.handler]!);
    },
  );

  it.each(JOBS.map((job) => [job.name, job] as const))('the %s job has one statement per grant, limited to its partition keys', (name, job) => {
    expectExactly(functionIdOfJob(name), JOB_TABLE_ACCESS[job.handler]!);
  });

  it.each(EVENT_HANDLERS.map((eventHandler) => [eventHandler.name, eventHandler] as const))('the %s event handler has one statement per grant, limited to its partition keys', (name, eventHandler) => {
    expectExactly(functionIdOfJob(name), TABLE_ACCESS[eventHandler.handler]!);
  });

  it('lists table access only for handlers of the route table, its jobs and event handlers (no grant outlives its route)', () => {
    // Prepare
    const handlers = new Set([...tableRoutes.map((route) => route.handler), ...[...JOBS, ...EVENT_HANDLERS].map((job) => job.handler)]);

    // Assess
    expect(Object.keys(TABLE_ACCESS).filter((handler) => !handlers.has(handler))).toEqual([]);
  });

  it('limits every table statement of every function to partition keys (LeadingKeys), with no Scan, batch read or PartiQL', () => {
    // Act
    const unconditioned = tableFunctions.flatMap(([name, functionId]) =>
      tableStatementsOf(functionId)
        .filter((statement) => !statement.leadingKeys?.length)
        .map((statement) => `${name}: ${statement.actions.join(',')}`),
    );
    const actions = new Set(tableFunctions.flatMap(([, functionId]) => tableStatementsOf(functionId).flatMap((statement) => statement.actions)));

    // Assess
    expect(unconditioned).toEqual([]);
    expect(['dynamodb:Scan', 'dynamodb:BatchGetItem', 'dynamodb:PartiQLSelect', 'dynamodb:PartiQLUpdate', 'dynamodb:*'].filter((action) => actions.has(action))).toEqual([]);
  });

  it.each(staffTableRoutes.map((route) => [routeKey(route), route] as const))(
    '%s checks the session: it may read the revocation records and the staff records (disabled members), only with GetItem',
    (_key, route) => {
      // Act
      const sessionReads = tableStatementsOf(route).filter((statement) => statement.leadingKeys?.includes('REVOKED#*'));

      // Assess
      expect(sessionReads.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual([
        { actions: ['dynamodb:GetItem'], leadingKeys: ['REVOKED#*', 'STAFF#*'] },
      ]);
    },
  );

  it('lets the testimonials routes write testimonials and their audit records only: never an integration, a lead or a tracking tag', () => {
    // Prepare
    const testimonialRoutes = staffTableRoutes.filter((route) => route.handler.startsWith('testimonials/') && route.method !== 'GET');

    // Act
    const writes = testimonialRoutes.map((route) => ({
      route: routeKey(route),
      keys: tableStatementsOf(route)
        .filter((statement) => statement.actions.some((action) => WRITES.includes(action)))
        .flatMap((statement) => statement.leadingKeys ?? ['(any key)']),
    }));
    const [update] = testimonialRoutes.filter((route) => route.method === 'PUT');
    const integrationWrites = tableStatementsOf(update!).filter(
      (statement) => statement.actions.some((action) => WRITES.includes(action)) && reaches(statement, 'INTEGRATION#0b9d'),
    );

    // Assess
    expect(writes).toEqual([
      { route: 'POST /api/admin/testimonials', keys: ['TESTIMONIAL#*', 'AUDIT#testimonial#*'] },
      { route: 'PUT /api/admin/testimonials/{id}', keys: ['TESTIMONIAL#*', 'AUDIT#testimonial#*'] },
      { route: 'DELETE /api/admin/testimonials/{id}', keys: ['TESTIMONIAL#*', 'AUDIT#testimonial#*'] },
    ]);
    expect(integrationWrites).toEqual([]);
  });

  it('lets the lead list, the lead detail, the overview and the audit list write nothing at all', () => {
    // Prepare
    const readers = ['GET /api/leads', 'GET /api/leads/{id}', 'GET /api/admin/overview', 'GET /api/admin/audit'];

    // Act
    const writes = staffTableRoutes
      .filter((route) => readers.includes(routeKey(route)))
      .flatMap((route) => tableStatementsOf(route).flatMap((statement) => statement.actions.filter((action) => WRITES.includes(action))));

    // Assess
    expect(writes).toEqual([]);
  });

  it('lets a route the route table marks read-only write nothing (the audited CSV export and photo upload are write routes)', () => {
    // Act
    const writes = tableRoutes
      .filter((route) => route.table === 'read')
      .flatMap((route) =>
        tableStatementsOf(route)
          .filter((statement) => statement.actions.some((action) => WRITES.includes(action)))
          .map((statement) => ({ route: routeKey(route), actions: statement.actions, leadingKeys: statement.leadingKeys })),
      );

    // Assess
    expect(writes).toEqual([]);
  });

  it('lets no function write audit records of any kind but its own (no AUDIT#* grant: no forged history)', () => {
    // Act
    const auditWildcards = tableFunctions.flatMap(([name, functionId]) =>
      tableStatementsOf(functionId)
        .filter((statement) => statement.actions.some((action) => WRITES.includes(action)))
        .flatMap((statement) => statement.leadingKeys ?? [])
        .filter((pattern) => pattern.startsWith('AUDIT') && !/^AUDIT#[a-z-]+#/.test(pattern))
        .map((pattern) => `${name}: ${pattern}`),
    );

    // Assess
    expect(auditWildcards).toEqual([]);
  });

  it('lets only the integration routes, the lead syncs and the sync drain write an integration', () => {
    expect(writersOf('INTEGRATION#0b9d')).toEqual([
      'DELETE /api/email-integrations/{id}',
      'IntegrationsDrain',
      'POST /api/email-integrations',
      'POST /api/email-integrations/test-all',
      'POST /api/email-integrations/{id}/test',
      'POST /api/leads/bulk-sync',
      'POST /api/leads/{id}/sync/{integrationId}',
      'PUT /api/email-integrations/{id}',
    ]);
  });

  it('lets only the tracking-tag routes write a tracking tag (the tags run as script on every page)', () => {
    expect(writersOf('TRACKING_TAG#0b9d')).toEqual(['DELETE /api/tracking-tags/{id}', 'POST /api/tracking-tags', 'PUT /api/tracking-tags/{id}']);
  });

  it('lets only the forms that create leads, the correction, the status and owner changes, the notes, the contacts, the follow-ups, the test mark, the privacy actions and the bounce mark write a lead', () => {
    expect(writersOf('LEAD#6f1c2a')).toEqual([
      'DELETE /api/leads/{id}/follow-up',
      'DELETE /api/leads/{id}/test',
      'EmailEvents',
      'PATCH /api/leads/{id}',
      'PATCH /api/leads/{id}/owner',
      'PATCH /api/leads/{id}/status',
      'POST /api/admin/privacy/erase',
      'POST /api/admin/privacy/withdraw-consent',
      'POST /api/leads',
      'POST /api/leads/capture',
      'POST /api/leads/{id}/contact-attempts',
      'POST /api/leads/{id}/contacts',
      'POST /api/leads/{id}/notes',
      'POST /api/tax-report',
      'PUT /api/admin/privacy/restriction',
      'PUT /api/leads/{id}/follow-up',
      'PUT /api/leads/{id}/test',
      'PrivacyRetention',
    ]);
  });

  it('gives BatchWriteItem to the bulk sync and the privacy requests to providers alone, on sync records only', () => {
    // Act
    const batchWriters = tableFunctions.flatMap(([name, functionId]) =>
      tableStatementsOf(functionId)
        .filter((statement) => statement.actions.includes('dynamodb:BatchWriteItem'))
        .map((statement) => ({ name, leadingKeys: statement.leadingKeys })),
    );

    // Assess
    expect(batchWriters).toEqual([
      { name: 'POST /api/admin/privacy/erase', leadingKeys: ['LEADSYNC#*'] },
      { name: 'POST /api/admin/privacy/withdraw-consent', leadingKeys: ['LEADSYNC#*'] },
      { name: 'POST /api/leads/bulk-sync', leadingKeys: ['LEADSYNC#*'] },
      { name: 'PrivacyRetention', leadingKeys: ['LEADSYNC#*'] },
    ]);
  });
});

describe('least privilege: each public function gets exactly the table access its route needs', () => {
  it('lets the public lead form put a lead, count it, queue it and take the roster\'s turn, and never update, delete or read a lead', () => {
    // Prepare
    const [leadForm] = ROUTES.filter((route) => routeKey(route) === 'POST /api/leads');

    // Act
    const statements = tableStatementsOf(leadForm!);

    // Assess
    expect(statements.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual([
      { actions: ['dynamodb:PutItem'], leadingKeys: ['LEAD#*', 'LEADOUTBOX#*', 'IDEMPOTENCY#*'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['LEADSTATS', 'LEADSTATS#*'] },
      { actions: ['dynamodb:GetItem'], leadingKeys: ['IDEMPOTENCY#*', 'RESTRICTION#*'] },
      { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], leadingKeys: ['LEADROSTER'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['RATE#*'] },
      { actions: ['dynamodb:PutItem'], leadingKeys: ['SPAM#*'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['SPAMSTATS'] },
    ]);
  });

  it('lets the analytics beacon only add to the analytics counters and its rate-limit counter: it reads nothing and no other route writes a counter', () => {
    // Prepare
    const [beacon] = ROUTES.filter((route) => routeKey(route) === 'POST /api/analytics/events');

    // Act
    const statements = tableStatementsOf(beacon!);

    // Assess
    expect(statements.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual([
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['ANALYTICS#PAGE#*', 'ANALYTICS#SITE'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['RATE#*'] },
    ]);
    expect(writersOf('ANALYTICS#PAGE#/uk-dubai-3')).toEqual(['POST /api/analytics/events']);
    expect(writersOf('ANALYTICS#SITE')).toEqual(['POST /api/analytics/events']);
  });

  it('gives no public function Scan, a batch, or table access without a partition-key condition', () => {
    for (const route of publicTableRoutes) {
      for (const statement of tableStatementsOf(route)) {
        expect({ route: routeKey(route), leadingKeys: statement.leadingKeys }).toEqual({ route: routeKey(route), leadingKeys: expect.any(Array) });
        expect(statement.actions).toEqual(
          expect.not.arrayContaining(['dynamodb:Scan', 'dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:PartiQLSelect']),
        );
      }
    }
  });

  it('lets no public function read a lead: no GetItem or Query on a lead, nor on the lead lists and searches', () => {
    // Prepare: a lead's item and its notes, and the index partitions that list and search leads (DATA-MODEL.md)
    const leadKeys = ['LEAD#6f1c2a', 'LEAD', 'LEAD#new', 'LEAD#contacted', 'LEADNAME#a', 'LEADEMAIL#a', 'LEADPHONE#4'];
    const reads = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:BatchGetItem'];

    // Act
    const leaks = publicTableRoutes.flatMap((route) =>
      tableStatementsOf(route)
        .filter((statement) => statement.actions.some((action) => reads.includes(action)))
        .filter((statement) => leadKeys.some((key) => reaches(statement, key)) || /\/index\/gsi[345]/.test(statement.resource))
        .map((statement) => `${routeKey(route)}: ${statement.actions.join(',')} on ${statement.leadingKeys?.join(',')}`),
    );

    // Assess
    expect(leaks).toEqual([]);
  });

  it('lets no public function write a tracking tag (the tags run as script on every page)', () => {
    // Prepare
    const tagKeys = ['TRACKING_TAG#0b9d', 'TRACKING_TAG', 'TRACKING_TAG#active'];
    const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

    // Act
    const leaks = publicTableRoutes.flatMap((route) =>
      tableStatementsOf(route)
        .filter((statement) => statement.actions.some((action) => writes.includes(action)))
        .filter((statement) => tagKeys.some((key) => reaches(statement, key)))
        .map((statement) => `${routeKey(route)}: ${statement.actions.join(',')} on ${statement.leadingKeys?.join(',')}`),
    );

    // Assess
    expect(leaks).toEqual([]);
  });

  it('lets the active-tags list query only the index partition of active tags', () => {
    // Prepare
    const [tagsRoute] = ROUTES.filter((route) => routeKey(route) === 'GET /api/tracking-tags/active');

    // Act
    const statements = tableStatementsOf(tagsRoute!);

    // Assess
    expect(statements.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual([
      { actions: ['dynamodb:Query'], leadingKeys: ['TRACKING_TAG#active'] },
    ]);
    expect(statements[0]!.resource).toContain('/index/gsi2');
  });
});

describe('the house function construct', () => {
  // Synthetic rows: the route table may not have an e-mailing route without table access yet, the construct must still
  // grant them right.
  const [anyBuiltRoute] = ROUTES;
  const row = (overrides: Partial<Route>): Route => ({ ...anyBuiltRoute, ...overrides }) as Route;

  function synthesize(route: Route, emailSender?: string) {
    const stack = new Stack(new App(), 'Test');
    const table = new Table(stack, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
    });
    new ApiFunction(stack, 'Fn', {
      route,
      bundlesDir: FUNCTIONS_DIST,
      layer: LayerVersion.fromLayerVersionArn(stack, 'Layer', 'arn:aws:lambda:eu-west-1:123456789012:layer:functions:1'),
      table,
      userPoolId: 'pool',
      userPoolClientId: 'client',
      emailSender,
      serviceName: 'test',
    });
    const template = Template.fromStack(stack);
    const statements = Object.keys(resourcesOf(template, 'AWS::IAM::Role')).flatMap((roleId) => inlineStatementsOf(template, roleId) as Statement[]);
    const [fn] = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    return { statements, environment: (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables };
  }

  it('gives a route exactly the grants listed for its handler: the session record, and its kind\'s index partition by name', () => {
    // Act
    const { statements, environment } = synthesize(row({ access: 'admin', table: 'read', handler: 'testimonials/list-all.ts' }));

    // Assess
    const table = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('dynamodb:')));
    expect(table.map(({ Action, Condition }) => ({ Action, Condition }))).toEqual([
      { Action: 'dynamodb:GetItem', Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['REVOKED#*', 'STAFF#*'] } } },
      { Action: 'dynamodb:Query', Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TESTIMONIAL'] } } },
    ]);
    const resources = JSON.stringify(table.map((statement) => statement.Resource));
    expect(resources).toContain('/index/gsi1');
    expect(resources).not.toContain('/index/*');
    expect(environment.TABLE_NAME).toBeDefined();
  });

  it('gives a route without table access neither the table nor its name', () => {
    const { statements, environment } = synthesize(row({ table: 'none' }));
    expect(actionsOf(statements).filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
    expect(environment.TABLE_NAME).toBeUndefined();
  });

  it('lets an e-mailing route send from our sender only, and tells it the sender', () => {
    const { statements, environment } = synthesize(row({ table: 'none', sendsEmail: true }), 'hello@example.com');
    const ses = statements.find((statement) => actionsOf([statement]).includes('ses:SendEmail'));
    expect(ses).toMatchObject({
      Action: ['ses:SendEmail', 'ses:SendRawEmail'],
      Condition: { StringEquals: { 'ses:FromAddress': 'hello@example.com' } },
    });
    const resources = JSON.stringify(ses?.Resource);
    expect(resources).toContain(':identity/hello@example.com');
    expect(resources).toContain(':identity/example.com');
    expect(resources).not.toMatch(/identity\/\*/);
    expect(environment.SES_SENDER).toBe('hello@example.com');
  });

  it('refuses an e-mailing route when no sender is configured', () => {
    expect(() => synthesize(row({ sendsEmail: true }))).toThrow(/sends e-mail but no SES sender is configured/);
  });

  it('refuses a route (public or staff) that touches the table without its exact table access in functions/table-access.ts', () => {
    // Prepare: a built handler with no grants listed (the geo lookup), declared as reading the table
    const undeclaredPublic = row({ access: 'public', table: 'read', handler: 'geo/get.ts' });
    const undeclaredStaff = row({ access: 'admin', table: 'write', handler: 'geo/get.ts' });

    // Act + Assess
    expect(() => synthesize(undeclaredPublic)).toThrow(/touches the table: list its exact table access in functions\/table-access\.ts/);
    expect(() => synthesize(undeclaredStaff)).toThrow(/touches the table: list its exact table access in functions\/table-access\.ts/);
  });

  it('says which command to run when a bundle is missing', () => {
    expect(() => synthesize(row({ handler: 'no-such/handler.ts' }))).toThrow(
      /No bundle for .* run "npm run build:functions" first/,
    );
  });
});

describe('least privilege: the photograph upload writes only media/ of the media bucket', () => {
  const media = ROUTES.find((route) => route.method === 'POST' && route.path === '/api/cms/media')!;
  const s3StatementsOf = (functionId: string) =>
    statementsOfFunction(functionId).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('s3:')));
  const mediaBucketId = Object.keys(resourcesOf(templates.data, 'AWS::S3::Bucket'))[0]!;

  it('lets the upload put objects under media/ of the data stack\'s media bucket, and nothing else of S3', () => {
    // Act
    const s3Statements = s3StatementsOf(functionIdOfRoute(media));

    // Assess: one statement, PutObject only, on media/* of the bucket the data stack exports
    expect(s3Statements).toHaveLength(1);
    expect(s3Statements[0]).toMatchObject({ Effect: 'Allow', Action: 's3:PutObject' });
    const resource = JSON.stringify(s3Statements[0]!.Resource);
    expect(resource).toContain('"StackName":"DubaiSetupData"');
    expect(resource).toContain(`GetAtt${mediaBucketId}Arn`);
    expect(resource).toMatch(/"\/media\/\*"/);
    expect(resource).not.toContain('dubai-setup-site');
  });

  it('tells the upload the media bucket\'s name, and no other function', () => {
    // Act
    const bucketEnvironment = Object.fromEntries(
      Object.entries(resourcesOf(api, 'AWS::Lambda::Function'))
        .map(([id, fn]) => [id, (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.MEDIA_BUCKET] as const)
        .filter(([, value]) => value !== undefined),
    );

    // Assess
    expect(Object.keys(bucketEnvironment)).toEqual([functionIdOfRoute(media)]);
    expect(JSON.stringify(bucketEnvironment[functionIdOfRoute(media)])).toContain(`Ref${mediaBucketId}`);
  });

  it('gives no other function or job any S3 action', () => {
    // Prepare: every Lambda of the stack but the upload's (routes and scheduled jobs alike)
    const others = Object.keys(resourcesOf(api, 'AWS::Lambda::Function')).filter((id) => id !== functionIdOfRoute(media));
    expect(others.length).toBeGreaterThanOrEqual(ROUTES.length - 1 + JOBS.length);

    // Act
    const withS3 = others.filter((functionId) => s3StatementsOf(functionId).length > 0);

    // Assess
    expect(withS3).toEqual([]);
  });

  it('refuses a photograph route when no media bucket is given', () => {
    // Prepare
    const stack = new Stack(new App(), 'NoMediaBucket');
    const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const layer = LayerVersion.fromLayerVersionArn(stack, 'Layer', 'arn:aws:lambda:me-central-1:111111111111:layer:shared:1');

    // Act + Assess
    expect(
      () =>
        new ApiFunction(stack, 'Upload', {
          route: media,
          bundlesDir: FUNCTIONS_DIST,
          layer,
          table,
          userPoolId: 'pool',
          userPoolClientId: 'client',
          serviceName: 'test',
        }),
    ).toThrow(/stores photographs but no media bucket is given/);
  });
});

describe('least privilege: only the Team view routes manage staff accounts in the user pool', () => {
  const teamRoutes = ROUTES.filter((route) => route.cognitoAdmin?.length);
  const cognitoStatementsOf = (functionId: string) =>
    statementsOfFunction(functionId).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('cognito-idp:')));

  it('are the routes under /api/admin/team, each a staff route', () => {
    expect(teamRoutes.map(routeKey).sort()).toEqual([
      'GET /api/admin/team',
      'POST /api/admin/team',
      'POST /api/admin/team/{username}/disable',
      'POST /api/admin/team/{username}/enable',
      'POST /api/admin/team/{username}/resend-invitation',
      'POST /api/admin/team/{username}/reset-authenticator',
      'POST /api/admin/team/{username}/reset-password',
    ]);
    expect(teamRoutes.every((route) => route.access === 'admin')).toBe(true);
  });

  it.each(teamRoutes.map((route) => [routeKey(route), route] as const))(
    '%s may call exactly the Cognito admin actions of its row (cognitoAdmin), on the staff user pool only',
    (_key, route) => {
      // Act
      const statements = cognitoStatementsOf(functionIdOfRoute(route));

      // Assess
      expect(statements).toHaveLength(1);
      expect(actionsOf(statements).sort()).toEqual(route.cognitoAdmin!.map((action) => `cognito-idp:${action}`).sort());
      const resource = JSON.stringify(statements[0]!.Resource);
      expect(resource).toContain(':userpool/');
      expect(resource).not.toContain('*');
    },
  );

  it('gives no other function or job any Cognito admin action', () => {
    const others = [
      ...ROUTES.filter((route) => !route.cognitoAdmin?.length).map((route) => [routeKey(route), functionIdOfRoute(route)] as const),
      ...JOBS.map((job) => [job.name, functionIdOfJob(job.name)] as const),
    ];
    expect(others.filter(([, functionId]) => cognitoStatementsOf(functionId).length > 0).map(([name]) => name)).toEqual([]);
  });

  it('lets only the invitation create accounts, the resend and the reset set a password, the disable disable and sign out', () => {
    const allowed = (action: string) => teamRoutes.filter((route) => (route.cognitoAdmin as readonly string[]).includes(action)).map(routeKey).sort();
    expect(allowed('AdminCreateUser')).toEqual(['POST /api/admin/team']);
    expect(allowed('AdminSetUserPassword')).toEqual(['POST /api/admin/team/{username}/resend-invitation', 'POST /api/admin/team/{username}/reset-password']);
    expect(allowed('AdminDisableUser')).toEqual(['POST /api/admin/team/{username}/disable']);
    expect(allowed('AdminUserGlobalSignOut')).toEqual(['POST /api/admin/team/{username}/disable']);
  });

  it('tells the routes that e-mail a temporary password the login address (ADMIN_URL) and our sender', () => {
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    for (const route of teamRoutes.filter((candidate) => candidate.sendsEmail)) {
      const environment = (functions[functionIdOfRoute(route)]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(environment.ADMIN_URL).toEqual(expect.stringMatching(/^https:\/\/.+\/admin$/));
      expect(environment.SES_SENDER).toEqual(expect.any(String));
    }
  });

  it("keeps a temporary password valid for the days the invitation e-mail states (the pool's own setting)", () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: { TemporaryPasswordValidityDays: TEAM_LIMITS.temporaryPasswordDays } },
    });
    // Ours (the spec has no invitations), pinned as a literal.
    expect(TEAM_LIMITS.temporaryPasswordDays).toBe(3);
  });

  it('lets refresh read the staff records (a disabled member cannot renew a session), and nothing else of the table', () => {
    const refresh = ROUTES.find((route) => route.path === '/api/auth/refresh')!;
    expect(tableStatementsOf(refresh).map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual([
      { actions: ['dynamodb:GetItem'], leadingKeys: ['STAFF#*'] },
    ]);
  });
});

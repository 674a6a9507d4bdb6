import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Table, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
import { LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { JOBS, ROUTES, routeKey, type Route } from '#functions/routes.ts';
import { PUBLIC_TABLE_ACCESS } from '#functions/table-access.ts';
import { ApiFunction } from '../constructs/api-function.ts';
import { FUNCTIONS_DIST } from '../scripts/build-functions.ts';
import { API_THROTTLE } from '../stacks/api-stack.ts';
import { resourcesOf, synthesizeApp } from './app-under-test.ts';

const { templates } = synthesizeApp();
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

/** Every statement of the policies attached to a function's role. */
function statementsOfFunction(functionId: string): Statement[] {
  const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionId];
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(api, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the route table becomes the HTTP API', () => {
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
      if (route.table === 'none') {
        expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
        expect(environment.TABLE_NAME).toBeUndefined();
      } else if (route.access === 'public') {
        // Exactly its grants in functions/table-access.ts: see "least privilege" below.
        expect(environment.TABLE_NAME).toBeDefined();
      } else {
        expect(actions).toContain('dynamodb:GetItem');
        expect(environment.TABLE_NAME).toBeDefined();
      }
      if (route.table === 'read') expect(actions).toEqual(expect.not.arrayContaining(WRITE_ACTIONS));
      if (route.table === 'write' && route.access === 'admin') expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem']));
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
    '%s may read the secret origin header value, and is told which secret holds it',
    (_key, route) => {
      // Prepare
      const [secretId] = Object.keys(resourcesOf(api, 'AWS::SecretsManager::Secret'));
      const functionId = functionIdOfRoute(route);

      // Act
      const environment = (resourcesOf(api, 'AWS::Lambda::Function')[functionId].Properties.Environment as {
        Variables: Record<string, unknown>;
      }).Variables;
      const reads = statementsOfFunction(functionId).filter((statement) => actionsOf([statement]).includes('secretsmanager:GetSecretValue'));

      // Assess
      expect(environment.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secretId });
      expect(reads.map((statement) => statement.Resource)).toEqual([{ Ref: secretId }]);
    },
  );

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
    expect(functions).toHaveLength(ROUTES.length + JOBS.length);
    for (const fn of functions) expect(fn.Properties.Layers).toEqual([{ Ref: layerId }]);
  });

  it('keeps every function log for a month', () => {
    const logGroups = Object.values(resourcesOf(api, 'AWS::Logs::LogGroup'));
    // One per route function, one per background job (JOBS), and the access log.
    expect(logGroups.length).toBe(ROUTES.length + JOBS.length + 1);
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
function tableStatementsOf(route: Route) {
  return statementsOfFunction(functionIdOfRoute(route))
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

describe('least privilege: each staff function gets only item-level table actions', () => {
  const staffTableRoutes = ROUTES.filter((route) => route.access !== 'public');

  it.each(staffTableRoutes.map((route) => [routeKey(route), route] as const))(
    '%s may not scan the table, batch-read it or read its streams, and a read-only route may only get and query',
    (_key, route) => {
      // Act
      const actions = [...new Set(tableStatementsOf(route).flatMap((statement) => statement.actions))].sort();

      // Assess
      const expected =
        route.table === 'read'
          ? ['dynamodb:GetItem', 'dynamodb:Query']
          : [
              'dynamodb:BatchWriteItem',
              'dynamodb:ConditionCheckItem',
              'dynamodb:DeleteItem',
              'dynamodb:GetItem',
              'dynamodb:PutItem',
              'dynamodb:Query',
              'dynamodb:UpdateItem',
            ];
      expect(actions).toEqual(expected);
    },
  );
});

describe('least privilege: each public function gets exactly the table access its route needs', () => {
  it.each(publicTableRoutes.map((route) => [routeKey(route), route] as const))(
    '%s has one statement per grant of functions/table-access.ts, limited to its partition keys',
    (_key, route) => {
      // Prepare
      const grants = PUBLIC_TABLE_ACCESS[route.handler]!;

      // Act
      const statements = tableStatementsOf(route);

      // Assess
      expect(statements.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual(
        grants.map((grant) => ({ actions: grant.actions.map((action) => `dynamodb:${action}`).sort(), leadingKeys: [...grant.keys] })),
      );
      statements.forEach((statement, at) => {
        const index = grants[at]!.index;
        if (index) expect(statement.resource).toMatch(/\/index\/gsi\d"\]\]\}$/);
        else expect(statement.resource).not.toContain('/index/');
      });
    },
  );

  it('lets the public lead form put a lead, count it and queue it, and never update, delete or read a lead', () => {
    // Prepare
    const [leadForm] = ROUTES.filter((route) => routeKey(route) === 'POST /api/leads');

    // Act
    const statements = tableStatementsOf(leadForm!);

    // Assess
    expect(statements.map(({ actions, leadingKeys }) => ({ actions, leadingKeys }))).toEqual([
      { actions: ['dynamodb:PutItem'], leadingKeys: ['LEAD#*', 'LEADOUTBOX#*', 'IDEMPOTENCY#*'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['LEADSTATS', 'LEADSTATS#*'] },
      { actions: ['dynamodb:GetItem'], leadingKeys: ['IDEMPOTENCY#*'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['RATE#*'] },
      { actions: ['dynamodb:PutItem'], leadingKeys: ['SPAM#*'] },
      { actions: ['dynamodb:UpdateItem'], leadingKeys: ['SPAMSTATS'] },
    ]);
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
  // Synthetic rows: the route table may not have a read-only or an e-mailing route yet, the construct must still
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
      tableIndexes: ['gsi1', 'gsi2'],
      userPoolId: 'pool',
      userPoolClientId: 'client',
      emailSender,
      serviceName: 'test',
    });
    const template = Template.fromStack(stack);
    const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const [fn] = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    return { statements, environment: (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables };
  }

  it('gives a read-only route reads and index queries but no write action', () => {
    const { statements } = synthesize(row({ access: 'admin', table: 'read' }));
    const actions = actionsOf(statements);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).toEqual(expect.not.arrayContaining(WRITE_ACTIONS));
  });

  it('names the indexes it may query instead of every index', () => {
    const { statements } = synthesize(row({ access: 'admin', table: 'read' }));
    const resources = JSON.stringify(statements.map((statement) => statement.Resource));
    expect(resources).toContain('/index/gsi1');
    expect(resources).toContain('/index/gsi2');
    expect(resources).not.toContain('/index/*');
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

  it('refuses a public route whose exact table access is not listed in functions/table-access.ts', () => {
    // Prepare: an admin handler's bundle (built), declared public
    const undeclared = row({ access: 'public', table: 'read', handler: 'leads/list.ts' });

    // Act + Assess
    expect(() => synthesize(undeclared)).toThrow(/is public: list its exact table access in functions\/table-access\.ts/);
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
          tableIndexes: [],
          userPoolId: 'pool',
          userPoolClientId: 'client',
          serviceName: 'test',
        }),
    ).toThrow(/stores photographs but no media bucket is given/);
  });
});

import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { ROUTES, routeKey } from '#functions/routes.ts';
import { createStacks, readAppConfig } from '../bin/stacks.ts';
import { CDK_CONTEXT, FIXTURE_SITE, TEST_REGION, resourcesOf, synthesizeApp, templateWithNestedStacks } from './app-under-test.ts';

const { stacks } = synthesizeApp();
/** The deploy region's monitoring: a nested stack of the API stack, reading the functions' names as its parameters. */
const monitoring = Template.fromStack(stacks.monitoring);
/** The API stack as deployed, its nested stacks in it: the alarms' parameters replaced by the resources they name. */
const deployed = templateWithNestedStacks(stacks.api, [...stacks.api.nestedStacks.values(), stacks.monitoring]);
const edge = Template.fromStack(stacks.edgeMonitoring);

type AlarmMetric = {
  Id: string;
  Expression?: string;
  ReturnData?: boolean;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
    Period: number;
    Stat: string;
  };
};

const alarmsOf = (template: Template) =>
  Object.fromEntries(
    Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map((alarm) => [alarm.Properties.AlarmName as string, alarm.Properties]),
  );
const alarms = alarmsOf(deployed);
const edgeAlarms = alarmsOf(edge);

/**
 * An alarm's metrics, whether CDK wrote them as a list (metric math, or a labelled metric) or as the alarm's own
 * single metric (then its id here is "metric").
 */
const metricList = (alarm: Record<string, unknown>): AlarmMetric[] =>
  (alarm.Metrics as AlarmMetric[] | undefined) ?? [
    {
      Id: 'metric',
      MetricStat: {
        Metric: { Namespace: alarm.Namespace as string, MetricName: alarm.MetricName as string, Dimensions: alarm.Dimensions as never },
        Period: alarm.Period as number,
        Stat: (alarm.Statistic ?? alarm.ExtendedStatistic) as string,
      },
    },
  ];

/** An alarm's metrics as the operator would read them: "<namespace> <name> <stat>/<period>", dimensions by name. */
const metricsOf = (alarm: Record<string, unknown>) =>
  metricList(alarm).map((metric) =>
    metric.Expression
      ? { id: metric.Id, expression: metric.Expression }
      : {
          id: metric.Id,
          metric: `${metric.MetricStat!.Metric.Namespace} ${metric.MetricStat!.Metric.MetricName} ${metric.MetricStat!.Stat}/${metric.MetricStat!.Period}`,
          dimensions: (metric.MetricStat!.Metric.Dimensions ?? []).map((dimension) => dimension.Name).sort(),
        },
  );

/** The logical id of the one resource of a type in a template. */
const onlyId = (template: Template, type: string) => {
  const ids = Object.keys(resourcesOf(template, type));
  expect(ids).toHaveLength(1);
  return ids[0]!;
};

/** What a value read from another stack (Fn::GetStackOutput) holds there. */
const readAcross = (value: unknown, producer: Template) => {
  const { OutputName } = (value as { 'Fn::GetStackOutput': { OutputName: string } })['Fn::GetStackOutput'];
  return (producer.toJSON().Outputs as Record<string, { Value: unknown }>)[OutputName]!.Value;
};
const dimension = (alarm: Record<string, unknown>, metricId: string, name: string) =>
  metricList(alarm).find((metric) => metric.Id === metricId)!.MetricStat!.Metric.Dimensions!.find((d) => d.Name === name)!.Value;

describe('the operations topics', () => {
  it.each([
    ['the deploy region', () => monitoring],
    ['us-east-1', () => edge],
  ])('in %s e-mail every address of context opsEmails, encrypted with a key CloudWatch may use, over TLS only', (_region, template) => {
    // Prepare
    const topicId = onlyId(template(), 'AWS::SNS::Topic');
    const keyId = onlyId(template(), 'AWS::KMS::Key');

    // Act
    const subscriptions = Object.values(resourcesOf(template(), 'AWS::SNS::Subscription')).map((resource) => resource.Properties);
    const [topicPolicy] = Object.values(resourcesOf(template(), 'AWS::SNS::TopicPolicy'));
    const keyPolicy = resourcesOf(template(), 'AWS::KMS::Key')[keyId]!.Properties.KeyPolicy as { Statement: Record<string, unknown>[] };

    // Assess
    expect(subscriptions).toEqual([{ Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId } }]);
    template().hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    template().hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    expect(keyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
    expect((topicPolicy!.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('take the operators from the command line too (-c opsEmails=a,b), and the budget from -c monthlyBudgetUsd', () => {
    // Prepare
    const app = new App({
      context: { ...CDK_CONTEXT, siteDir: FIXTURE_SITE, region: TEST_REGION, opsEmails: 'owner@example.com, oncall@example.com', monthlyBudgetUsd: '120' },
    });

    // Act
    const { monitoring: ownMonitoring, edgeMonitoring } = createStacks(app, readAppConfig(app));
    const endpoints = (stack: Stack) =>
      Object.values(resourcesOf(Template.fromStack(stack), 'AWS::SNS::Subscription')).map((resource) => resource.Properties.Endpoint);

    // Assess
    expect(endpoints(ownMonitoring)).toEqual(['owner@example.com', 'oncall@example.com']);
    expect(endpoints(edgeMonitoring)).toEqual(['owner@example.com', 'oncall@example.com']);
    Template.fromStack(edgeMonitoring).hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetLimit: { Amount: 120, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Subscribers: [
            { SubscriptionType: 'EMAIL', Address: 'owner@example.com' },
            { SubscriptionType: 'EMAIL', Address: 'oncall@example.com' },
          ],
        },
      ],
    });
  });

  it('warn at synth that nobody is told when opsEmails is empty', () => {
    // Prepare
    const app = new App({ context: { ...CDK_CONTEXT, siteDir: FIXTURE_SITE, region: TEST_REGION, opsEmails: [] } });

    // Act
    const { monitoring: quiet, api } = createStacks(app, readAppConfig(app));

    // Assess: a nested stack's warnings are reported with its parent's.
    expect(resourcesOf(Template.fromStack(quiet), 'AWS::SNS::Subscription')).toEqual({});
    Annotations.fromStack(api).hasWarning('*', Match.stringLikeRegexp('^Context opsEmails is empty: the alarms will fire, but nobody is told\\.'));
  });
});

describe('the monthly budget from context', () => {
  it.each(['lots', '0', '-5'])('refuses monthlyBudgetUsd=%s with a readable message', (value) => {
    // Prepare
    const app = new App({ context: { ...CDK_CONTEXT, siteDir: FIXTURE_SITE, region: TEST_REGION, monthlyBudgetUsd: value } });

    // Assess
    expect(() => readAppConfig(app)).toThrow(`Context monthlyBudgetUsd must be a positive number, not ${value}`);
  });
});

describe('every alarm', () => {
  it('is one of the expected ones, in the region its metric exists in', () => {
    // Assess
    expect(Object.keys(alarms).sort()).toEqual([
      'DubaiSetup-Api5xxRate',
      'DubaiSetup-ApiLatencyP95',
      'DubaiSetup-DrainFailing',
      'DubaiSetup-DrainNotRunning',
      'DubaiSetup-DueSyncWorkAge',
      'DubaiSetup-FunctionErrors',
      'DubaiSetup-FunctionThrottles',
      'DubaiSetup-OutboxAge',
      'DubaiSetup-RouteGetLeadsFailures',
      'DubaiSetup-RoutePostLeadsFailures',
      'DubaiSetup-RoutePostTaxReportFailures',
      'DubaiSetup-SesBounceRate',
      'DubaiSetup-SesComplaintRate',
      'DubaiSetup-TableSystemErrors',
      'DubaiSetup-TableThrottles',
    ]);
    expect(Object.keys(edgeAlarms).sort()).toEqual([
      'DubaiSetup-CloudFrontAdmin5xxRate',
      'DubaiSetup-CloudFrontSite5xxRate',
      'DubaiSetup-WafBlockedRequests',
    ]);
    expect(stacks.monitoring.region).toBe(TEST_REGION);
    expect(stacks.edgeMonitoring.region).toBe('us-east-1');
  });

  it('is deployed with the resources it watches: the regional ones by the API stack\'s own deploy, the edge ones after theirs', () => {
    // Act
    const after = (stack: Stack) => stack.dependencies.map((dependency) => dependency.stackName).sort();

    // Assess
    expect(stacks.monitoring.nestedStackParent?.stackName).toBe('DubaiSetupApi');
    expect(after(stacks.api)).toEqual(['DubaiSetupAuth', 'DubaiSetupData']);
    expect(after(stacks.edgeMonitoring)).toEqual(['DubaiSetupWaf', 'DubaiSetupWeb']);
  });

  it('follows a replaced function: the regional alarms read the functions\' names as parameters the API stack passes on every deploy', () => {
    // Prepare
    const parameters = Object.keys((monitoring.toJSON().Parameters ?? {}) as object);

    // Act
    const functionNames = parameters.filter((name) => /Function[0-9A-F]{8}Ref$/.test(name));

    // Assess: one parameter a route, plus the drain and the API; CloudFormation allows 200, this leaves room for 50
    // more routes (as the API stack's own resources do, api-stack.test.ts).
    expect(functionNames).toHaveLength(ROUTES.length + 1);
    expect(parameters.length).toBeLessThanOrEqual(150);
  });

  it('tells the operator both when it fires and when it is over, on its own region\'s topic', () => {
    // Prepare
    const topicRef = { Ref: onlyId(monitoring, 'AWS::SNS::Topic') };
    const edgeTopicRef = { Ref: onlyId(edge, 'AWS::SNS::Topic') };

    // Assess
    for (const alarm of Object.values(alarms)) expect([alarm.AlarmActions, alarm.OKActions]).toEqual([[topicRef], [topicRef]]);
    for (const alarm of Object.values(edgeAlarms)) expect([alarm.AlarmActions, alarm.OKActions]).toEqual([[edgeTopicRef], [edgeTopicRef]]);
  });
});

describe('the alarms of the deploy region', () => {
  it('fire when more than 5% of API requests answer 5xx in 2 of 3 five-minute periods, quiet nights not counting', () => {
    // Act
    const alarm = alarms['DubaiSetup-Api5xxRate']!;

    // Assess
    expect(metricsOf(alarm)).toEqual([
      { id: 'expr_1', expression: '100 * errors / requests' },
      { id: 'errors', metric: 'AWS/ApiGateway 5xx Sum/300', dimensions: ['ApiId'] },
      { id: 'requests', metric: 'AWS/ApiGateway Count Sum/300', dimensions: ['ApiId'] },
    ]);
    expect(alarm).toMatchObject({
      Threshold: 5,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      TreatMissingData: 'notBreaching',
    });
    expect(dimension(alarm, 'errors', 'ApiId')).toEqual({ Ref: stacks.api.getLogicalId(stacks.api.api.node.defaultChild as never) });
  });

  it('fire when the API\'s p95 latency stays above 3 seconds for 15 minutes', () => {
    // Act
    const alarm = alarms['DubaiSetup-ApiLatencyP95']!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'metric', metric: 'AWS/ApiGateway Latency p95/300', dimensions: ['ApiId'] }]);
    expect(alarm).toMatchObject({ Threshold: 3000, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 3, TreatMissingData: 'notBreaching' });
    expect(alarm.DatapointsToAlarm).toBeUndefined();
  });

  it.each([
    ['DubaiSetup-FunctionErrors', 'AWS/Lambda Errors Sum/300', 3],
    ['DubaiSetup-FunctionThrottles', 'AWS/Lambda Throttles Sum/300', 1],
  ])('%s sums every function of the account (%s) and fires at %d in 5 minutes', (name, metric, threshold) => {
    // Act
    const alarm = alarms[name]!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'metric', metric, dimensions: [] }]);
    expect(alarm).toMatchObject({ Threshold: threshold, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
  });

  it.each([
    ['DubaiSetup-RoutePostLeadsFailures', 'LeadsCreateFunction'],
    ['DubaiSetup-RoutePostTaxReportFailures', 'TaxReportCreateFunction'],
    ['DubaiSetup-RouteGetLeadsFailures', 'LeadsListFunction'],
  ])('%s fires at the first error or throttle of that route\'s own function (%s) in 5 minutes', (name, functionId) => {
    // Act
    const alarm = alarms[name]!;

    // Assess
    expect(metricsOf(alarm)).toEqual([
      { id: 'expr_1', expression: 'errors + throttles' },
      { id: 'errors', metric: 'AWS/Lambda Errors Sum/300', dimensions: ['FunctionName'] },
      { id: 'throttles', metric: 'AWS/Lambda Throttles Sum/300', dimensions: ['FunctionName'] },
    ]);
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
    expect(dimension(alarm, 'errors', 'FunctionName')).toEqual({ Ref: expect.stringMatching(new RegExp(`^${functionId}[0-9A-F]{8}$`)) });
    expect(dimension(alarm, 'throttles', 'FunctionName')).toEqual(dimension(alarm, 'errors', 'FunctionName'));
  });

  it('fire when the sync drain has not run for 5 minutes, no data at all counting as not running', () => {
    // Act
    const alarm = alarms['DubaiSetup-DrainNotRunning']!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'metric', metric: 'AWS/Lambda Invocations Sum/300', dimensions: ['FunctionName'] }]);
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'LessThanThreshold', EvaluationPeriods: 1, TreatMissingData: 'breaching' });
    expect(dimension(alarm, 'metric', 'FunctionName')).toEqual({ Ref: expect.stringMatching(/^IntegrationsDrainFunction[0-9A-F]{8}$/) });
  });

  it('fire when 2 of the sync drain\'s runs in 5 minutes fail', () => {
    // Act
    const alarm = alarms['DubaiSetup-DrainFailing']!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'metric', metric: 'AWS/Lambda Errors Sum/300', dimensions: ['FunctionName'] }]);
    expect(alarm).toMatchObject({ Threshold: 2, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
    expect(dimension(alarm, 'metric', 'FunctionName')).toEqual({ Ref: expect.stringMatching(/^IntegrationsDrainFunction[0-9A-F]{8}$/) });
  });

  it.each([
    ['DubaiSetup-TableThrottles', 'ThrottledRequests'],
    ['DubaiSetup-TableSystemErrors', 'SystemErrors'],
  ])('%s fires at the first %s of the table\'s operations in 5 minutes', (name, metricName) => {
    // Act
    const alarm = alarms[name]!;
    const [sum, ...operations] = alarm.Metrics as AlarmMetric[];

    // Assess
    expect(sum!.Expression).toBe('getitem + query + putitem + updateitem + deleteitem + batchwriteitem + transactwriteitems');
    expect(operations.map((metric) => [metric.MetricStat!.Metric.MetricName, metric.MetricStat!.Stat, metric.MetricStat!.Period])).toEqual(
      Array(7).fill([metricName, 'Sum', 300]),
    );
    expect(operations.map((metric) => metric.MetricStat!.Metric.Dimensions!.find((d) => d.Name === 'Operation')!.Value)).toEqual([
      'GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems',
    ]);
    expect(readAcross(operations[0]!.MetricStat!.Metric.Dimensions!.find((d) => d.Name === 'TableName')!.Value, Template.fromStack(stacks.data))).toEqual({
      Ref: stacks.data.getLogicalId(stacks.data.table.node.defaultChild as never),
    });
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
  });

  it('fire when sync work has waited more than 30 minutes past its next-attempt time, keeping their state while the drain publishes nothing', () => {
    // Act
    const alarm = alarms['DubaiSetup-DueSyncWorkAge']!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'metric', metric: 'DubaiSetup OldestDueSyncWorkAge Maximum/300', dimensions: ['service'] }]);
    expect(dimension(alarm, 'metric', 'service')).toBe('dubai-setup-api');
    expect(alarm).toMatchObject({ Threshold: 1800, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1, TreatMissingData: 'ignore' });
  });

  it('fire when a lead\'s or a subscriber\'s outbox item is older than 15 minutes', () => {
    // Act
    const alarm = alarms['DubaiSetup-OutboxAge']!;

    // Assess
    expect(metricsOf(alarm)).toEqual([
      { id: 'expr_1', expression: 'MAX([age0, age1])' },
      { id: 'age0', metric: 'DubaiSetup OldestLeadOutboxAge Maximum/300', dimensions: ['service'] },
      { id: 'age1', metric: 'DubaiSetup OldestNewsletterOutboxAge Maximum/300', dimensions: ['service'] },
    ]);
    expect(dimension(alarm, 'age1', 'service')).toBe('dubai-setup-api');
    expect(alarm).toMatchObject({ Threshold: 900, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1, TreatMissingData: 'ignore' });
  });

  it.each([
    ['DubaiSetup-SesBounceRate', 'AWS/SES Reputation.BounceRate Maximum/3600', 0.02],
    ['DubaiSetup-SesComplaintRate', 'AWS/SES Reputation.ComplaintRate Maximum/3600', 0.0005],
  ])('%s fires when the account\'s %s goes above %d, well before AWS reviews the account', (name, metric, threshold) => {
    // Act
    const alarm = alarms[name]!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'metric', metric, dimensions: [] }]);
    expect(alarm).toMatchObject({ Threshold: threshold, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
  });
});

describe('the alarms of us-east-1', () => {
  it('fire when WAF blocks more than 300 requests of the site\'s web ACL in an hour', () => {
    // Act
    const alarm = edgeAlarms['DubaiSetup-WafBlockedRequests']!;
    const webAcl = dimension(alarm, 'm1', 'WebACL') as { 'Fn::Select': [number, { 'Fn::Split': [string, unknown] }] };

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'm1', metric: 'AWS/WAFV2 BlockedRequests Sum/3600', dimensions: ['Rule', 'WebACL'] }]);
    expect(dimension(alarm, 'm1', 'Rule')).toBe('ALL');
    expect(webAcl['Fn::Select'][0]).toBe(0);
    expect(readAcross(webAcl['Fn::Select'][1]['Fn::Split'][1], Template.fromStack(stacks.waf))).toEqual({
      Ref: stacks.waf.getLogicalId(stacks.waf.webAcl),
    });
    expect(alarm).toMatchObject({ Threshold: 300, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
  });

  it.each([
    ['DubaiSetup-CloudFrontSite5xxRate', 'Distribution'],
    ['DubaiSetup-CloudFrontAdmin5xxRate', 'AdminDistribution'],
  ])('%s fires when the %s answers more than 5% with 5xx in 2 of 3 five-minute periods', (name, distributionId) => {
    // Act
    const alarm = edgeAlarms[name]!;

    // Assess
    expect(metricsOf(alarm)).toEqual([{ id: 'm1', metric: 'AWS/CloudFront 5xxErrorRate Average/300', dimensions: ['DistributionId', 'Region'] }]);
    expect(dimension(alarm, 'm1', 'Region')).toBe('Global');
    expect(JSON.stringify(readAcross(dimension(alarm, 'm1', 'DistributionId'), Template.fromStack(stacks.web)))).toMatch(
      new RegExp(`^\\{"Ref":"${distributionId}[0-9A-F]{8}"\\}$`),
    );
    expect(alarm).toMatchObject({
      Threshold: 5,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('the monthly cost budget', () => {
  it('is 50 USD a month by cdk.json and e-mails the operators once 80% is actually spent', () => {
    // Assess
    edge.resourceCountIs('AWS::Budgets::Budget', 1);
    edge.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 50, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'ops@example.com' }],
        },
      ],
    });
  });
});

/** A dashboard's body as JSON, each value read from another stack standing as "<ref>". */
const dashboardBody = (template: Template) => {
  const [dashboard] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
  const body = dashboard!.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
  const text = typeof body === 'string' ? body : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
  return JSON.parse(text) as { widgets: { type: string; properties: { title?: string; markdown?: string; metrics?: unknown[][] } }[] };
};
const labelsOf = (metrics: unknown[][] = []) =>
  metrics.map((metric) => (metric.at(-1) as { label?: string }).label ?? (metric[0] as { label?: string }).label);

describe('the dashboard', () => {
  const body = dashboardBody(monitoring);
  const widget = (title: string) => body.widgets.find((candidate) => candidate.properties.title === title)!;

  it('shows the API, the busiest routes, the functions, the drain, the table and e-mail', () => {
    // Assess
    expect(body.widgets.slice(0, 9).map((candidate) => candidate.properties.title ?? candidate.type)).toEqual([
      'text',
      'API requests and errors',
      'API latency (ms)',
      'Busiest routes: invocations and errors',
      'All functions: errors, throttles, concurrency',
      'Sync drain (IntegrationsDrain): runs and errors',
      'DynamoDB: throttled requests',
      'DynamoDB: system errors',
      'E-mail (SES): sent, delivered, bounced, complaints',
    ]);
    expect(labelsOf(widget('API requests and errors').properties.metrics)).toEqual(['requests', '4xx', '5xx', 'API 5xx rate (%)', undefined, undefined]);
    expect(labelsOf(widget('API latency (ms)').properties.metrics)).toEqual(['p50', 'p95', 'p99']);
    expect(labelsOf(widget('E-mail (SES): sent, delivered, bounced, complaints').properties.metrics)).toEqual([
      'Send',
      'Delivery',
      'Bounce',
      'Complaint',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ]);
  });

  it('shows the business: leads per hour by form, syncs by outcome, e-mails by kind, spam, rate-limit refusals, work waiting', () => {
    // Act
    const business = body.widgets.slice(9, 15);
    const expressionsOf = (title: string) =>
      (widget(title).properties.metrics ?? []).map((metric) => (metric[0] as { expression: string; label: string }));

    // Assess
    expect(business.map((candidate) => candidate.properties.title)).toEqual([
      'Leads stored per hour, by form',
      'Syncs by outcome and provider',
      'E-mails sent by kind',
      'Spam submissions by route',
      'Rate-limit refusals by route',
      'Work waiting (seconds), with the alarms\' thresholds',
    ]);
    expect(expressionsOf('Leads stored per hour, by form')).toEqual([
      { expression: `SEARCH('{DubaiSetup,form,service} MetricName="LeadStored"', 'Sum', 3600)`, label: "LeadStored ${PROP('Dim.form')}", period: 3600 },
    ]);
    expect(expressionsOf('Syncs by outcome and provider').map(({ expression }) => expression)).toEqual([
      `SEARCH('{DubaiSetup,provider,service} MetricName="SyncDelivered"', 'Sum', 300)`,
      `SEARCH('{DubaiSetup,provider,service} MetricName="SyncRetried"', 'Sum', 300)`,
      `SEARCH('{DubaiSetup,provider,service} MetricName="SyncFailed"', 'Sum', 300)`,
    ]);
    expect(expressionsOf('E-mails sent by kind').map(({ expression }) => expression)).toEqual([
      `SEARCH('{DubaiSetup,kind,service} MetricName="EmailSent"', 'Sum', 3600)`,
    ]);
    expect(expressionsOf('Spam submissions by route').map(({ expression }) => expression)).toEqual([
      `SEARCH('{DubaiSetup,route,service} MetricName="SpamSubmission"', 'Sum', 3600)`,
    ]);
    expect(expressionsOf('Rate-limit refusals by route').map(({ expression }) => expression)).toEqual([
      `SEARCH('{DubaiSetup,route,service} MetricName="RateLimited"', 'Sum', 3600)`,
    ]);
    const waiting = widget('Work waiting (seconds), with the alarms\' thresholds').properties as { metrics: unknown[][]; annotations?: { horizontal: unknown[] } };
    expect(waiting.metrics.map((metric) => metric.slice(0, 4))).toEqual([
      ['DubaiSetup', 'OldestDueSyncWorkAge', 'service', 'dubai-setup-api'],
      ['DubaiSetup', 'OldestLeadOutboxAge', 'service', 'dubai-setup-api'],
      ['DubaiSetup', 'OldestNewsletterOutboxAge', 'service', 'dubai-setup-api'],
    ]);
    expect(waiting.annotations?.horizontal).toEqual([
      expect.objectContaining({ value: 1800, label: 'DueSyncWorkAge threshold' }),
      expect.objectContaining({ value: 900, label: 'OutboxAge threshold' }),
    ]);
  });

  it('shows requests and errors for every route, a graph per API resource, each line named by its route', () => {
    // Prepare
    const perRoute = body.widgets.slice(15);

    // Act
    const leads = perRoute.find((candidate) => candidate.properties.title === 'Leads: requests (left) and errors (right) per route')!;
    const routeLabels = perRoute.flatMap((candidate) => labelsOf(candidate.properties.metrics));

    // Assess
    expect(perRoute).toHaveLength(new Set(ROUTES.map((route) => route.handler.split('/')[0])).size);
    expect(labelsOf(leads.properties.metrics)).toEqual(expect.arrayContaining(['POST /api/leads', 'GET /api/leads', 'GET /api/leads/export']));
    // Each route twice: its requests and its errors.
    expect(routeLabels).toHaveLength(ROUTES.length * 2);
    expect(new Set(routeLabels)).toEqual(new Set(ROUTES.map(routeKey)));
  });

  it('in us-east-1 shows WAF blocks and both distributions\' 5xx rate', () => {
    // Act
    const edgeBody = dashboardBody(edge);

    // Assess
    expect(edgeBody.widgets.map((candidate) => [candidate.properties.title, labelsOf(candidate.properties.metrics)])).toEqual([
      ['WAF blocked requests', ['WAF blocked requests']],
      ['CloudFront 5xx rate (%)', ['Site 5xx rate (%)', 'Admin 5xx rate (%)']],
    ]);
  });
});

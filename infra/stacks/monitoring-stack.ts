/**
 * Monitoring: the alarms that reach a person, and the dashboard an operator opens when one does.
 *
 * The product is left to run for years by a small business without an operations team, so nobody reads logs: every
 * alarm here publishes to an operations SNS topic whose e-mail subscribers come from context `opsEmails`, on ALARM and
 * again on OK, so the operator knows both that something is wrong and that it is over. The thresholds are chosen for
 * today's traffic (a few hundred visits a day, a handful of API requests a minute at most): each says why beside it,
 * and the README's Operations "Alarms" says what to do.
 *
 * Two stacks, because two of the metrics exist only in us-east-1 and an alarm can act only on a topic of its own
 * region:
 * - MonitoringStack, in the deploy region: the API, the functions, the sync drain, the table, SES, and the dashboard.
 *   It is a nested stack of the API stack (`Monitoring`, infra/bin/stacks.ts), not a stack of its own: it names every
 *   function, and a separate stack would read each name from an output of DubaiSetupApi (one output a function,
 *   towards CloudFormation's 200 a template) through a weak reference (Fn::GetStackOutput, cdk.json
 *   defaultCrossStackReferences) that is resolved only when the monitoring stack itself changes, so a replaced
 *   function (a new generated name) would leave its alarms watching a name that no longer exists. Nested, each name is
 *   a parameter the API stack passes on every deploy, and a new name updates the alarm in the same deploy.
 * - EdgeMonitoringStack, in us-east-1: WAF's blocked requests and CloudFront's 5xx rate (both global services report
 *   there), its own topic with the same subscribers, and the monthly cost budget (AWS Budgets is a global service
 *   whose home is us-east-1, like the billing data it reads). It reads only the web ACL's and the two distributions'
 *   ids across regions, which change only if those are replaced.
 *
 * The work-age alarms and the business graphs read the handlers' own metrics (namespace DubaiSetup, published in the
 * embedded metric format by functions/lib/metrics.ts); their thresholds live with the drain that measures the ages
 * (functions/lib/work-age.ts), which the local stack's watcher evaluates too.
 */
import { Annotations, Duration, Fn, NestedStack, type NestedStackProps, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '#functions/lib/metrics.ts';
import { WORK_AGE_ALARMS, type WorkAgeAlarm } from '#functions/lib/work-age.ts';
import type { ApiFunction } from '../constructs/api-function.ts';
import { WAF_REGION } from './waf-stack.ts';

/** The routes that carry most of the traffic and matter most when they fail: each gets its own alarm. */
export const BUSIEST_ROUTES = ['POST /api/leads', 'POST /api/tax-report', 'GET /api/leads'] as const;

/** The job whose runs the drain alarms watch (functions/routes.ts JOBS). */
export const DRAIN_JOB = 'IntegrationsDrain';

/**
 * The DynamoDB operations the functions and scripts call (GetItem, Query, PutItem, UpdateItem, DeleteItem, the
 * erasure's BatchWriteItem, the one TransactWriteItems). ThrottledRequests and SystemErrors are published per
 * operation; an alarm's metric math takes at most 10 metrics, so the alarm sums these, not every operation there is.
 */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
] as const;

/** The monthly cost budget when context monthlyBudgetUsd is not set: several times what the site costs today. */
export const DEFAULT_MONTHLY_BUDGET_USD = 50;

/** The share of the monthly budget actually spent at which the operators get the budget's e-mail. */
export const BUDGET_ALERT_PERCENT = 80;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The operations topic of one region: encrypted with its own customer-managed key (CloudWatch cannot publish to a
 * topic under the AWS-managed aws/sns key, so the key policy lets the CloudWatch service use this one), refusing
 * anything but TLS, with one e-mail subscription per address of context opsEmails. Each address gets a confirmation
 * e-mail on the first deploy and receives nothing until it is accepted.
 */
export class OpsTopic extends Construct {
  readonly topic: Topic;
  readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: { opsEmails: readonly string[]; displayName: string }) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      description: `${props.displayName}: encrypts the alarm notifications at rest`,
      enableKeyRotation: true,
    });
    // CloudWatch publishes an alarm's notification as its own service principal, which needs the key to encrypt it.
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', { displayName: props.displayName, masterKey: key, enforceSSL: true });
    for (const email of props.opsEmails) this.topic.addSubscription(new EmailSubscription(email));
    this.action = new SnsAction(this.topic);
    if (props.opsEmails.length === 0) {
      Annotations.of(this).addWarningV2(
        'dubai-setup:no-ops-emails',
        'Context opsEmails is empty: the alarms will fire, but nobody is told. Set it to the operators\' addresses.',
      );
    }
  }
}

type AlarmSpec = {
  /** What the operator reads in the e-mail's subject: the alarm's name is DubaiSetup-<id>. */
  id: string;
  metric: IMetric;
  threshold: number;
  comparison: ComparisonOperator;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  treatMissingData: TreatMissingData;
  /** What the alarm means and what to do first; sent in the notification. */
  description: string;
};

/** An alarm with its ALARM and OK transitions both sent to the topic. */
function alarmOn(scope: Construct, ops: OpsTopic, spec: AlarmSpec): Alarm {
  const alarm = new Alarm(scope, spec.id, {
    alarmName: `DubaiSetup-${spec.id}`,
    alarmDescription: `${spec.description} (README "Operations", "Alarms")`,
    metric: spec.metric,
    threshold: spec.threshold,
    comparisonOperator: spec.comparison,
    evaluationPeriods: spec.evaluationPeriods ?? 1,
    datapointsToAlarm: spec.datapointsToAlarm,
    treatMissingData: spec.treatMissingData,
  });
  alarm.addAlarmAction(ops.action);
  alarm.addOkAction(ops.action);
  return alarm;
}

const lambdaMetric = (metricName: string, functionName?: string) =>
  new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    // No dimension: the account's total over every function of the region (see the aggregate alarms below).
    dimensionsMap: functionName ? { FunctionName: functionName } : undefined,
    statistic: 'Sum',
    period: FIVE_MINUTES,
  });

export type MonitoringStackProps = NestedStackProps & {
  opsEmails: readonly string[];
  api: HttpApi;
  /** The API stack's functions by route key ("POST /api/leads") and its jobs by name. */
  functions: ReadonlyMap<string, ApiFunction>;
  jobs: ReadonlyMap<string, ApiFunction>;
  table: ITable;
};

/** The deploy region's monitoring: a nested stack of the API stack, whose functions it watches (see above). */
export class MonitoringStack extends NestedStack {
  readonly ops: OpsTopic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.ops = new OpsTopic(this, 'Ops', { opsEmails: props.opsEmails, displayName: 'Dubai setup site operations' });
    const alarm = (spec: AlarmSpec) => alarmOn(this, this.ops, spec);

    const requests = props.api.metricCount({ statistic: 'Sum', period: FIVE_MINUTES });
    const serverErrors = props.api.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES });
    const apiErrorRate = new MathExpression({
      expression: '100 * errors / requests',
      usingMetrics: { errors: serverErrors, requests },
      label: 'API 5xx rate (%)',
      period: FIVE_MINUTES,
    });
    // 5%, in 2 of 3 five-minute periods: at a handful of requests a minute one failed answer is already 5-25% of its
    // five minutes, so one period alone would page on a single failure; two of three is a failure that keeps happening.
    alarm({
      id: 'Api5xxRate',
      metric: apiErrorRate,
      threshold: 5,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      // No requests, no rate: a quiet night is not an outage.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'More than 5% of API requests answered 5xx in 2 of the last 3 five-minute periods',
    });
    const latencyP95 = props.api.metricLatency({ statistic: 'p95', period: FIVE_MINUTES });
    // 3 s for 15 minutes: a warm handler answers in tens of milliseconds and a cold start in about one second; the
    // photograph upload (up to 28 s) is rare, so only three slow periods in a row mean the API itself is slow.
    alarm({
      id: 'ApiLatencyP95',
      metric: latencyP95,
      threshold: 3000,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: "The API's p95 latency was above 3 seconds for 15 minutes",
    });

    // The aggregate function alarms read the account's AWS/Lambda totals (no FunctionName dimension): an alarm's
    // metric math sums at most 10 metrics, and there are 86 functions. The account is the site's own; anything
    // else failing in it is worth a look too.
    // 3 errors in 5 minutes: the handlers turn their own exceptions into answers, so a Lambda error is a timeout, a
    // crash or a broken deploy; one or two can be a blip the visitor retries, three in five minutes are a pattern.
    alarm({
      id: 'FunctionErrors',
      metric: lambdaMetric('Errors'),
      threshold: 3,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'Lambda functions failed (timeout, crash, init error) 3 or more times in 5 minutes',
    });
    // Any throttle: at our traffic concurrency stays in single digits, so a throttle means the account's concurrency
    // limit (10 on a new account until raised) was reached and a visitor got an error.
    alarm({
      id: 'FunctionThrottles',
      metric: lambdaMetric('Throttles'),
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'Lambda refused to run a function (throttled) in the last 5 minutes',
    });
    for (const key of BUSIEST_ROUTES) {
      const fn = props.functions.get(key);
      if (!fn) throw new Error(`The monitoring stack alarms on ${key}, which the route table no longer has`);
      const name = fn.function.functionName;
      // Any failure: these are the routes that bring the business its leads and serve the leads list, so even one
      // failed or refused invocation is a lost lead or a member of staff who cannot work.
      alarm({
        id: `Route${routeAlarmId(key)}Failures`,
        metric: new MathExpression({
          expression: 'errors + throttles',
          usingMetrics: { errors: lambdaMetric('Errors', name), throttles: lambdaMetric('Throttles', name) },
          label: `${key} errors and throttles`,
          period: FIVE_MINUTES,
        }),
        threshold: 1,
        comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        description: `${key}: its function failed or was throttled in the last 5 minutes`,
      });
    }

    const drain = props.jobs.get(DRAIN_JOB);
    if (!drain) throw new Error(`The monitoring stack watches ${DRAIN_JOB}, which JOBS no longer has`);
    const drainName = drain.function.functionName;
    // Fewer than 1 run in 5 minutes, no data counting as breaching: it runs every minute, so five silent minutes
    // mean its schedule is disabled or gone, and no data at all is exactly what a stopped drain looks like.
    alarm({
      id: 'DrainNotRunning',
      metric: lambdaMetric('Invocations', drainName),
      threshold: 1,
      comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.BREACHING,
      description: 'The sync drain (IntegrationsDrain) has not run for 5 minutes: staff e-mails and syncs wait',
    });
    // 2 failed runs of the 5 in 5 minutes: each run is retried by the next minute's, so one failure heals itself.
    alarm({
      id: 'DrainFailing',
      metric: lambdaMetric('Errors', drainName),
      threshold: 2,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'The sync drain (IntegrationsDrain) failed in 2 or more of its runs of the last 5 minutes',
    });

    const tableThrottles = props.table.metricThrottledRequestsForOperations({
      operations: [...TABLE_OPERATIONS],
      period: FIVE_MINUTES,
      label: 'DynamoDB throttled requests',
    });
    // Any: on-demand capacity follows traffic, so a throttle is a hot partition or an account limit, never normal.
    alarm({
      id: 'TableThrottles',
      metric: tableThrottles,
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'DynamoDB throttled requests to the table in the last 5 minutes',
    });
    const tableSystemErrors = props.table.metricSystemErrorsForOperations({
      operations: [...TABLE_OPERATIONS],
      period: FIVE_MINUTES,
      label: 'DynamoDB system errors',
    });
    // Any: a system error is DynamoDB's own failure (HTTP 500); the SDK retries, but more than a rare one is an
    // AWS incident the operator should know about before customers say so.
    alarm({
      id: 'TableSystemErrors',
      metric: tableSystemErrors,
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'DynamoDB answered the table\'s requests with its own errors in the last 5 minutes',
    });

    const ses = (metricName: string, statistic = 'Maximum', period = Duration.hours(1)) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic, period });
    // 2%: AWS reviews an account at a 5% bounce rate and may pause sending at 10%; 2% leaves time to act first.
    alarm({
      id: 'SesBounceRate',
      metric: ses('Reputation.BounceRate'),
      threshold: 0.02,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'The SES account\'s bounce rate is above 2% (AWS reviews it at 5%)',
    });
    // 0.05%: AWS reviews an account at 0.1% complaints; half of it is the warning.
    alarm({
      id: 'SesComplaintRate',
      metric: ses('Reputation.ComplaintRate'),
      threshold: 0.0005,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'The SES account\'s complaint rate is above 0.05% (AWS reviews it at 0.1%)',
    });

    // How long work has waited, as the drain measures it at the start of every run (functions/lib/work-age.ts says
    // why each threshold). Missing data keeps the alarm's state (ignore): the drain publishes every run, 0 included,
    // so no value means the drain is not running, which DrainNotRunning already reports; counting it as breaching
    // would page twice for one cause, and as not breaching would send an "it is over" while the work still waits.
    const workAge = (alarm: WorkAgeAlarm) => {
      const ages = alarm.metrics.map((metricName) => businessMetric(metricName, 'Maximum', FIVE_MINUTES));
      return ages.length === 1
        ? ages[0]!
        : new MathExpression({
            expression: `MAX([${ages.map((_, i) => `age${i}`).join(', ')}])`,
            usingMetrics: Object.fromEntries(ages.map((age, i) => [`age${i}`, age])),
            label: `${alarm.what} age (s)`,
            period: FIVE_MINUTES,
          });
    };
    for (const spec of WORK_AGE_ALARMS) {
      alarm({
        id: spec.id,
        metric: workAge(spec),
        threshold: spec.thresholdSeconds,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.IGNORE,
        description:
          spec.id === 'DueSyncWorkAge'
            ? `Sync work has waited more than ${spec.thresholdSeconds / 60} minutes past its next-attempt time: leads are not reaching the integrations`
            : `An outbox item (new-lead staff e-mail, newsletter confirmation) is older than ${spec.thresholdSeconds / 60} minutes`,
      });
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: 'DubaiSetup',
      defaultInterval: Duration.days(1),
    });
    const busiest = BUSIEST_ROUTES.map((key) => [key, props.functions.get(key)!.function.functionName] as const);
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Dubai setup site\nAlarms are described in the README, "Operations", "Alarms". WAF blocks and CloudFront ' +
          'errors are on the DubaiSetupEdge dashboard in us-east-1.',
        width: 24,
        height: 2,
      }),
      new GraphWidget({
        title: 'API requests and errors',
        left: [
          requests.with({ label: 'requests' }),
          props.api.metricClientError({ statistic: 'Sum', period: FIVE_MINUTES, label: '4xx' }),
          serverErrors.with({ label: '5xx' }),
        ],
        right: [apiErrorRate],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: ['p50', 'p95', 'p99'].map((statistic) => props.api.metricLatency({ statistic, period: FIVE_MINUTES, label: statistic })),
        width: 12,
      }),
      new GraphWidget({
        title: 'Busiest routes: invocations and errors',
        left: busiest.map(([key, name]) => lambdaMetric('Invocations', name).with({ label: key })),
        right: busiest.map(([key, name]) => lambdaMetric('Errors', name).with({ label: `${key} errors` })),
        width: 12,
      }),
      new GraphWidget({
        title: 'All functions: errors, throttles, concurrency',
        left: [lambdaMetric('Errors').with({ label: 'errors' }), lambdaMetric('Throttles').with({ label: 'throttles' })],
        right: [new Metric({ namespace: 'AWS/Lambda', metricName: 'ConcurrentExecutions', statistic: 'Maximum', period: FIVE_MINUTES, label: 'concurrency' })],
        width: 12,
      }),
      new GraphWidget({
        title: 'Sync drain (IntegrationsDrain): runs and errors',
        left: [lambdaMetric('Invocations', drainName).with({ label: 'runs' }), lambdaMetric('Errors', drainName).with({ label: 'errors' })],
        right: [new Metric({ namespace: 'AWS/Lambda', metricName: 'Duration', dimensionsMap: { FunctionName: drainName }, statistic: 'Maximum', period: FIVE_MINUTES, label: 'longest run (ms)' })],
        width: 12,
      }),
      // Two graphs: both sums name their per-operation metrics alike, which one graph cannot hold.
      new GraphWidget({ title: 'DynamoDB: throttled requests', left: [tableThrottles], width: 6 }),
      new GraphWidget({ title: 'DynamoDB: system errors', left: [tableSystemErrors], width: 6 }),
      new GraphWidget({
        title: 'E-mail (SES): sent, delivered, bounced, complaints',
        left: ['Send', 'Delivery', 'Bounce', 'Complaint'].map((name) => ses(name, 'Sum').with({ label: name })),
        right: ['Reputation.BounceRate', 'Reputation.ComplaintRate'].map((name) => ses(name).with({ label: name })),
        width: 12,
      }),
    );
    // The business, from the handlers' own metrics: each graph a SEARCH over one dimension, so a new form, provider,
    // e-mail kind or route appears without a change here.
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Leads stored per hour, by form',
        left: [businessSearch(METRIC.leadStored, 'form', Duration.hours(1))],
        width: 12,
      }),
      new GraphWidget({
        title: 'Syncs by outcome and provider',
        left: [METRIC.syncDelivered, METRIC.syncRetried, METRIC.syncFailed].map((name) => businessSearch(name, 'provider', FIVE_MINUTES)),
        width: 12,
      }),
      new GraphWidget({
        title: 'E-mails sent by kind',
        left: [businessSearch(METRIC.emailSent, 'kind', Duration.hours(1))],
        width: 8,
      }),
      new GraphWidget({
        title: 'Spam submissions by route',
        left: [businessSearch(METRIC.spamSubmission, 'route', Duration.hours(1))],
        width: 8,
      }),
      new GraphWidget({
        title: 'Rate-limit refusals by route',
        left: [businessSearch(METRIC.rateLimited, 'route', Duration.hours(1))],
        width: 8,
      }),
      new GraphWidget({
        title: 'Work waiting (seconds), with the alarms\' thresholds',
        left: WORK_AGE_ALARMS.flatMap((spec) => spec.metrics.map((name) => businessMetric(name, 'Maximum', Duration.minutes(1)).with({ label: name }))),
        leftAnnotations: WORK_AGE_ALARMS.map((spec) => ({ value: spec.thresholdSeconds, label: `${spec.id} threshold` })),
        width: 24,
      }),
    );
    // Requests and errors per route: a graph per API resource (the functions/ folder, as the API stack nests them),
    // each line labelled with its route, so a failing route is found by eye; not one alarm per function.
    const byFolder = new Map<string, [string, string][]>();
    for (const [key, fn] of props.functions) {
      const folder = fn.node.scope!.node.id.replace(/Routes$/, '');
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), [key, fn.function.functionName]]);
    }
    this.dashboard.addWidgets(
      ...[...byFolder].map(
        ([folder, routes]) =>
          new GraphWidget({
            title: `${folder}: requests (left) and errors (right) per route`,
            left: routes.map(([key, name]) => lambdaMetric('Invocations', name).with({ label: key })),
            right: routes.map(([key, name]) => lambdaMetric('Errors', name).with({ label: key })),
            width: 8,
          }),
      ),
    );
  }
}

/** One of the handlers' business metrics without a dimension of its own (the drain's work ages). */
const businessMetric = (metricName: string, statistic: string, period: Duration) =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: METRICS_SERVICE }, statistic, period });

/** Every series of a business metric counted by one dimension, each line labelled with the dimension's value. */
const businessSearch = (metricName: string, dimension: string, period: Duration) =>
  new MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},${dimension},service} MetricName="${metricName}"', 'Sum', ${period.toSeconds()})`,
    usingMetrics: {},
    // A dynamic label: each line is named by its dimension's value ("LeadStored uk_guide").
    label: `${metricName} \${PROP('Dim.${dimension}')}`,
    period,
  });

/** POST /api/tax-report -> PostTaxReport: the route's part of its alarm's name. */
const routeAlarmId = (key: string) =>
  key
    .split(/[\s/-]+/)
    .filter((part) => part && part !== 'api')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('');

export type EdgeMonitoringStackProps = StackProps & {
  opsEmails: readonly string[];
  /** The WAF stack's web ACL (same region). */
  webAcl: CfnWebACL;
  /** The public and the admin CloudFront distributions' ids (web stack, read across regions). */
  distributions: Readonly<Record<'Site' | 'Admin', string>>;
  monthlyBudgetUsd: number;
};

/** The alarms on us-east-1's metrics, their own operations topic, and the cost budget. */
export class EdgeMonitoringStack extends Stack {
  readonly ops: OpsTopic;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    if (this.region !== WAF_REGION) {
      throw new Error(`The edge monitoring stack must be in ${WAF_REGION}, where WAF and CloudFront report, not ${this.region}`);
    }
    this.ops = new OpsTopic(this, 'Ops', { opsEmails: props.opsEmails, displayName: 'Dubai setup site operations (edge)' });
    const alarm = (spec: AlarmSpec) => alarmOn(this, this.ops, spec);

    // A web ACL's Ref is "name|id|scope"; WAF's metrics name the ACL by its name.
    const webAclName = Fn.select(0, Fn.split('|', props.webAcl.ref));
    const blocked = new Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
      statistic: 'Sum',
      period: Duration.hours(1),
      label: 'WAF blocked requests',
    });
    // A fixed 300 in an hour, not an anomaly band: the API sees about a hundred requests an hour at today's traffic,
    // so 300 blocks is a flood or a rule refusing far more than the scanners it usually stops; an anomaly band needs
    // two weeks of history and, on a series that is mostly zero with bursts of scanner probes, would fire at each one.
    alarm({
      id: 'WafBlockedRequests',
      metric: blocked,
      threshold: 300,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      // WAF publishes nothing in an hour it blocked nothing.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      description: 'WAF blocked more than 300 requests in an hour: a flood, or a rule refusing real visitors',
    });
    const errorRates: IMetric[] = [];
    for (const [name, distributionId] of Object.entries(props.distributions)) {
      const rate = new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        // CloudFront publishes its metrics with Region "Global", in us-east-1.
        dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
        statistic: 'Average',
        period: FIVE_MINUTES,
        label: `${name} 5xx rate (%)`,
      });
      errorRates.push(rate);
      // 5% in 2 of 3 five-minute periods: as for the API, one failed answer among a handful is not an outage,
      // repeated ones are (this also covers the site's files, which the API's alarm does not see).
      alarm({
        id: `CloudFront${name}5xxRate`,
        metric: rate,
        threshold: 5,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        description: `The ${name.toLowerCase()} distribution answered more than 5% of requests with 5xx in 2 of the last 3 five-minute periods`,
      });
    }

    new Dashboard(this, 'Dashboard', { dashboardName: 'DubaiSetupEdge', defaultInterval: Duration.days(1) }).addWidgets(
      new GraphWidget({ title: 'WAF blocked requests', left: [blocked.with({ period: FIVE_MINUTES })], width: 12 }),
      new GraphWidget({ title: 'CloudFront 5xx rate (%)', left: errorRates, width: 12 }),
    );

    // E-mailed by AWS Budgets itself (not through the topic: a budget needs no alarm or key policy to send mail).
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: 'DubaiSetup-monthly',
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: props.opsEmails.length
        ? [
            {
              notification: {
                notificationType: 'ACTUAL',
                comparisonOperator: 'GREATER_THAN',
                threshold: BUDGET_ALERT_PERCENT,
                thresholdType: 'PERCENTAGE',
              },
              subscribers: props.opsEmails.map((address) => ({ subscriptionType: 'EMAIL', address })),
            },
          ]
        : undefined,
    });
  }
}

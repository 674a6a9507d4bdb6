import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal, type AddToPrincipalPolicyResult, type RoleProps } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { functionName, routeKey, type EventHandler, type Job, type Route } from '#functions/routes.ts';
import { TABLE_ACCESS, type TableGrant } from '#functions/table-access.ts';
import { BUNDLE_FILE, BUNDLE_HANDLER } from '../scripts/lambda-bundling.ts';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { MEDIA_OBJECTS_PREFIX } from '../edge/caching.ts';

export type ApiFunctionProps = {
  /**
   * The route-table row (or background job, or event handler) this function serves; its `table`, `sendsEmail`,
   * `secrets` and `cognitoAdmin` columns decide its permissions.
   */
  route: Route | Job | EventHandler;
  /** The folder holding one prebuilt bundle folder per function (dist/functions, see build-functions.ts). */
  bundlesDir: string;
  /** The shared layer the bundles import the AWS SDK clients and pdf-lib from (LAYER_PACKAGES). */
  layer: ILayerVersion;
  /**
   * The single table; a route with table 'none' gets neither access nor its name, any other row exactly the grants
   * functions/table-access.ts lists for its handler.
   */
  table: ITable;
  /** The photographs' bucket (data stack); required when the route stores photographs (`media`). */
  mediaBucket?: IBucket;
  /** The staff user pool every function may need to check a session. */
  userPoolId: string;
  userPoolClientId: string;
  /** The verified SES sender; required when the route sends e-mail. */
  emailSender?: string;
  /**
   * The SES configuration set every send names (infra/constructs/ses-events.ts: its bounces and complaints reach the
   * suppression list); given to a function that sends e-mail as SES_CONFIGURATION_SET, with permission to send with it.
   */
  emailConfigurationSet?: string;
  /** Name of the service in the structured logs. */
  serviceName: string;
  /** The KMS key sealing the integrations' API keys; required when the row has `secrets`. */
  secretsKey?: IKey;
  /** Extra environment (e.g. the staff e-mail recipients of the sync drain). */
  environment?: Record<string, string>;
};

/** A background job or an event handler: a function no request calls (named, described, given a job's timeout). */
const isJob = (row: Route | Job | EventHandler): row is Job | EventHandler => !('method' in row);

/**
 * A role that holds every grant made to it in its own inline policy, instead of the separate AWS::IAM::Policy resource
 * CDK adds by default: one CloudFormation resource fewer per function, which keeps the API stack (seven resources a
 * route) well under CloudFormation's 500 resources per stack. What is granted is exactly the same.
 */
class InlinePolicyRole extends Role {
  private readonly access: PolicyDocument;

  constructor(scope: Construct, id: string, props: RoleProps) {
    const access = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, access } });
    this.access = access;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.access.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
/** How a row names itself in descriptions and errors: "POST /api/leads" or the job's name. */
const rowName = (row: Route | Job | EventHandler) => (isJob(row) ? row.name : routeKey(row));

/** The runtime every function uses: Node 24 on Graviton (arm64 is cheaper per millisecond than x86). */
export const API_FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * The house Lambda for one API route: fixed runtime, architecture, timeout, memory and log retention, code from the
 * route's prebuilt bundle, and exactly the permissions its route-table row asks for (the table grants of
 * functions/table-access.ts for its handler, or none; SES send from our sender only). Each function has its own role and its own log group.
 */
export class ApiFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route } = props;
    const codeDir = join(props.bundlesDir, isJob(route) ? route.name : functionName(route));
    if (!existsSync(join(codeDir, BUNDLE_FILE))) {
      throw new Error(
        `No bundle for ${rowName(route)} at ${join(codeDir, BUNDLE_FILE)}: run "npm run build:functions" first.`,
      );
    }

    // Our own role and log group instead of AWSLambdaBasicExecutionRole: the function may write only its own logs.
    this.role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${rowName(route)} handler`,
    });
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    logGroup.grantWrite(this.role);

    this.function = new LambdaFunction(this, 'Function', {
      description: isJob(route) ? route.description : routeKey(route),
      runtime: API_FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      code: Code.fromAsset(codeDir),
      handler: BUNDLE_HANDLER,
      layers: [props.layer],
      role: this.role,
      logGroup,
      // API Gateway gives up after 30 s; a handler that has not answered in 10 s is stuck, not slow.
      // A scheduled job runs up to its minute (the drain stops starting sends after 45 s).
      // A photograph's upload encodes six variants in WebAssembly: up to 28 s, just within API Gateway's 30.
      timeout: Duration.seconds(isJob(route) ? 60 : !isJob(route) && route.media ? 28 : 10),
      // More memory is more CPU: 1 GB keeps cold starts (loading the SDK from the layer) short for pennies at our traffic.
      // The media upload holds a decoded photograph (up to 50 megapixels) and its encoders: 3 GB, and two vCPUs.
      memorySize: !isJob(route) && route.media ? 3008 : 1024,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        USER_POOL_ID: props.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClientId,
        // Stack traces point at our TypeScript through the bundle's source map.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });

    if (route.table !== 'none') {
      const grants = TABLE_ACCESS[route.handler];
      if (!grants) throw new Error(`${rowName(route)} touches the table: list its exact table access in functions/table-access.ts.`);
      this.bindTableExactly(props.table, grants);
    }
    if (route.sendsEmail) {
      if (!props.emailSender) throw new Error(`${rowName(route)} sends e-mail but no SES sender is configured.`);
      this.allowSendingEmail(props.emailSender, props.emailConfigurationSet);
    }
    if (!isJob(route) && route.media) {
      if (!props.mediaBucket) throw new Error(`${rowName(route)} stores photographs but no media bucket is given.`);
      this.allowPuttingMedia(props.mediaBucket);
    }
    if (!isJob(route) && route.cognitoAdmin?.length) this.allowStaffPoolAdmin(props.userPoolId, route.cognitoAdmin);
    if (route.secrets) {
      if (!props.secretsKey) throw new Error(`${rowName(route)} handles integration secrets but no KMS key is given.`);
      // Seal (GenerateDataKey) and open (Decrypt) with this one key, nothing else.
      props.secretsKey.grant(this.function, 'kms:GenerateDataKey', 'kms:Decrypt');
      this.function.addEnvironment('KMS_KEY_ID', props.secretsKey.keyArn);
    }
  }

  /**
   * Gives the function the table's name and exactly the grants of functions/table-access.ts: one statement per
   * grant, its actions on the table (or the one index it names) for partition keys matching its patterns only.
   */
  private bindTableExactly(table: ITable, grants: readonly TableGrant[]) {
    this.function.addEnvironment('TABLE_NAME', table.tableName);
    for (const grant of grants) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: grant.actions.map((action) => `dynamodb:${action}`),
          resources: [grant.index ? `${table.tableArn}/index/${TABLE_KEYS.indexes[grant.index].name}` : table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.keys] } },
        }),
      );
    }
  }

  /**
   * Lets the function put objects under media/ of the photographs' bucket, nothing else (no read, list or delete), and
   * tells it the bucket's name (MEDIA_BUCKET).
   */
  private allowPuttingMedia(bucket: IBucket) {
    const objects = bucket.arnForObjects(`${MEDIA_OBJECTS_PREFIX}*`);
    this.role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [objects] }));
    this.function.addEnvironment('MEDIA_BUCKET', bucket.bucketName);
    // cdk-nag names the wildcard by the resource as synthesized: the data stack's export, known only once CDK has
    // wired the stacks together (after construction, before the validation plugins run).
    this.node.addValidation({
      validate: () => {
        Validations.of(this.role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${flattenReference(Stack.of(this).resolve(objects))}]`,
          reason: 'Each upload writes new objects under media/<new id>/ (keys not known in advance); PutObject only, media/ only.',
        });
        return [];
      },
    });
  }

  /**
   * Lets the function call exactly the Cognito admin actions its row lists (`cognitoAdmin`, the Team view's routes),
   * on the staff user pool only.
   */
  private allowStaffPoolAdmin(userPoolId: string, actions: readonly string[]) {
    const pool = Stack.of(this).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: userPoolId });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: actions.map((action) => `cognito-idp:${action}`), resources: [pool] }),
    );
  }

  /**
   * Lets the function send e-mail from our one sender address (with the configuration set, when given), and tells it
   * that address and the set's name.
   */
  private allowSendingEmail(sender: string, configurationSet?: string) {
    const domain = sender.slice(sender.indexOf('@') + 1);
    const identity = (name: string) =>
      Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.function.addEnvironment('SES_SENDER', sender);
    if (configurationSet) this.function.addEnvironment('SES_CONFIGURATION_SET', configurationSet);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        // SES authorises against the identity that covers the From address (the address itself or its domain), and
        // against the configuration set a send names.
        resources: [
          identity(sender),
          identity(domain),
          ...(configurationSet
            ? [Stack.of(this).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet })]
            : []),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': sender } },
      }),
    );
  }
}

/**
 * A resolved CloudFormation value as cdk-nag writes it in a finding's id (its flattenCfnReference, not exported):
 * joins joined, an import by its export name, a GetAtt as <Id.Attr>, a Ref as <Id>.
 */
function flattenReference(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const node = value as Record<string, unknown>;
  if (node['Fn::Join']) {
    const [delimiter, items] = node['Fn::Join'] as [string, unknown[]];
    return items.map(flattenReference).join(delimiter);
  }
  if (node['Fn::ImportValue']) return flattenReference(node['Fn::ImportValue']);
  if (node['Fn::GetAtt']) {
    const [id, attribute] = node['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenReference(id)}.${flattenReference(attribute)}>`;
  }
  if (node.Ref) return `<${flattenReference(node.Ref)}>`;
  return JSON.stringify(value);
}

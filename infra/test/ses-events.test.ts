import { Match } from 'aws-cdk-lib/assertions';
import { EVENT_HANDLERS, JOBS, ROUTES } from '#functions/routes.ts';
import { inlineStatementsOf, resourcesOf, synthesizeApp } from './app-under-test.ts';

const { templates } = synthesizeApp();
const api = templates.api;

type Statement = { Action: string | string[]; Resource: unknown; Principal?: unknown; Condition?: unknown };
type LambdaResource = { Properties: { Description?: string; Role: { 'Fn::GetAtt': [string, string] }; Environment?: { Variables: Record<string, unknown> } } };

const functions = resourcesOf(api, 'AWS::Lambda::Function') as unknown as Record<string, LambdaResource>;
const configurationSetId = Object.keys(resourcesOf(api, 'AWS::SES::ConfigurationSet'))[0]!;
const topicId = Object.keys(resourcesOf(api, 'AWS::SNS::Topic')).find((id) => id.startsWith('SesEvents'))!;
const functionIdOf = (description: string) => Object.entries(functions).find(([, fn]) => fn.Properties.Description === description)![0];
const environmentOf = (functionId: string) => functions[functionId]!.Properties.Environment?.Variables ?? {};
const statementsOf = (functionId: string) => inlineStatementsOf(api, functions[functionId]!.Properties.Role['Fn::GetAtt'][0]) as Statement[];

describe('SES bounces and complaints reach the function that suppresses the address', () => {
  it('has one configuration set that keeps SES\'s own suppression for bounces and complaints and publishes its reputation', () => {
    expect(Object.keys(resourcesOf(api, 'AWS::SES::ConfigurationSet'))).toHaveLength(1);
    api.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
    });
  });

  it('publishes exactly the bounces and complaints of that set to an encrypted topic', () => {
    api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    api.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue(), DisplayName: 'Dubai setup site: SES bounces and complaints' });
  });

  it('lets SES (of this account only) publish to the topic and use its key, and refuses publishing without TLS', () => {
    const topicPolicies = Object.values(resourcesOf(api, 'AWS::SNS::TopicPolicy')).filter((policy) => JSON.stringify(policy.Properties.Topics).includes(topicId));
    const statements = topicPolicies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Action: 'sns:Publish', Effect: 'Allow', Principal: { Service: 'ses.amazonaws.com' } }),
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    );
    const topic = resourcesOf(api, 'AWS::SNS::Topic')[topicId]!;
    const keyId = (topic.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const keyStatements = ((resourcesOf(api, 'AWS::KMS::Key')[keyId]!.Properties.KeyPolicy as { Statement: Statement[] }).Statement);
    expect(keyStatements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          Principal: { Service: 'ses.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        }),
      ]),
    );
  });

  it('subscribes the email-events function to the topic, and lets SNS invoke it', () => {
    const handlerId = functionIdOf(EVENT_HANDLERS[0]!.description);

    api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', TopicArn: { Ref: topicId }, Endpoint: { 'Fn::GetAtt': [handlerId, 'Arn'] } });
    api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [handlerId, 'Arn'] },
      SourceArn: { Ref: topicId },
    });
  });

  it('gives the email-events function the privacy key (the suppression is keyed by its hash) and no way to send e-mail', () => {
    const handlerId = functionIdOf(EVENT_HANDLERS[0]!.description);
    const secretId = Object.keys(resourcesOf(api, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith('PrivacyHmacSecret'))!;

    expect(environmentOf(handlerId).PRIVACY_HMAC_SECRET_ARN).toEqual({ Ref: secretId });
    expect(environmentOf(handlerId).SES_CONFIGURATION_SET).toBeUndefined();
    expect(JSON.stringify(statementsOf(handlerId))).not.toContain('ses:');
  });

  const senders = [
    ...ROUTES.filter((route) => route.sendsEmail).map((route) => [`${route.method} ${route.path}`, `${route.method} ${route.path}`] as const),
    ...JOBS.filter((job) => job.sendsEmail).map((job) => [job.name, job.description] as const),
  ];

  it('covers every function that sends e-mail: the tax report, the newsletter, the team and the two jobs', () => {
    expect(senders.map(([name]) => name)).toEqual([
      'POST /api/tax-report',
      'POST /api/newsletter',
      'POST /api/admin/team',
      'POST /api/admin/team/{username}/resend-invitation',
      'POST /api/admin/team/{username}/reset-password',
      'IntegrationsDrain',
      'MorningDigest',
    ]);
  });

  it.each(senders)('%s sends with the configuration set (named to it, allowed on it) and may read the privacy key for the suppression check', (_name, description) => {
    const functionId = functionIdOf(description);
    const secretId = Object.keys(resourcesOf(api, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith('PrivacyHmacSecret'))!;
    const sends = statementsOf(functionId).filter((statement) => [statement.Action].flat().includes('ses:SendEmail'));

    expect(environmentOf(functionId).SES_CONFIGURATION_SET).toEqual({ Ref: configurationSetId });
    expect(environmentOf(functionId).PRIVACY_HMAC_SECRET_ARN).toEqual({ Ref: secretId });
    expect(sends).toHaveLength(1);
    expect(JSON.stringify(sends[0]!.Resource)).toContain(':configuration-set/');
    expect(JSON.stringify(sends[0]!.Resource)).toContain(configurationSetId);
  });
});

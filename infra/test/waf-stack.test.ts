import { App } from 'aws-cdk-lib';
import { API_THROTTLE } from '../stacks/api-stack.ts';
import { WafStack } from '../stacks/waf-stack.ts';
import { TEST_REGION, resourcesOf, synthesizeApp } from './app-under-test.ts';

const { stacks, templates } = synthesizeApp();

type Statement = Record<string, any>;
type Rule = { Name: string; Priority: number; Action?: Statement; OverrideAction?: Statement; Statement: Statement };
const [[aclId, acl]] = Object.entries(resourcesOf(templates.waf, 'AWS::WAFv2::WebACL'));
const rules = acl.Properties.Rules as Rule[];
const ruleNamed = (name: string) => rules.find((rule) => rule.Name === name)!;

describe('the WAF web ACL', () => {
  it('is a CloudFront web ACL in us-east-1, while the site is deployed to its own region', () => {
    // Assess
    expect(stacks.waf.region).toBe('us-east-1');
    expect(stacks.web.region).toBe(TEST_REGION);
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('is the one the distribution uses, read from the WAF stack in us-east-1', () => {
    // Prepare
    const [distribution] = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'));
    const outputs = templates.waf.toJSON().Outputs as Record<string, { Value: unknown }>;

    // Act
    const webAclId = (distribution.Properties.DistributionConfig as { WebACLId: unknown }).WebACLId as {
      'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string };
    };

    // Assess
    expect(webAclId['Fn::GetStackOutput']).toMatchObject({ StackName: 'DubaiSetupWaf', Region: 'us-east-1' });
    expect(outputs[webAclId['Fn::GetStackOutput'].OutputName]!.Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('answers 429 with the API\'s rate-limit message to an address sending more than 1,000 API writes in 5 minutes', () => {
    // Prepare
    const rule = ruleNamed('ApiWritesPerAddress');
    const bodies = acl.Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;

    // Act
    const { CustomResponseBodyKey, ResponseCode } = rule.Action!.Block.CustomResponse;

    // Assess
    expect(ResponseCode).toBe(429);
    expect(bodies[CustomResponseBodyKey]).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: JSON.stringify({ message: 'Too many requests from your address. Please wait a few minutes and try again.' }),
    });
    expect(rule.Statement.RateBasedStatement).toMatchObject({ Limit: 1000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
  });

  it('counts only writes under /api/ toward that limit (POST, PUT, PATCH, DELETE), never page views', () => {
    // Prepare
    const [path, methods] = ruleNamed('ApiWritesPerAddress').Statement.RateBasedStatement.ScopeDownStatement.AndStatement
      .Statements as Statement[];

    // Act
    const countedMethods = (methods!.OrStatement.Statements as Statement[]).map((statement) => {
      expect(statement.ByteMatchStatement).toMatchObject({ FieldToMatch: { Method: {} }, PositionalConstraint: 'EXACTLY' });
      return statement.ByteMatchStatement.SearchString;
    });

    // Assess
    expect(path!.ByteMatchStatement).toMatchObject({
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
    });
    expect(countedMethods.sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
  });

  it('answers the same 429 to an address sending more than 3,000 other API requests (the public reads) in 5 minutes', () => {
    // Prepare
    const rule = ruleNamed('ApiReadsPerAddress');
    const bodies = acl.Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;

    // Act
    const { CustomResponseBodyKey, ResponseCode } = rule.Action!.Block.CustomResponse;

    // Assess
    expect(ResponseCode).toBe(429);
    expect(bodies[CustomResponseBodyKey]!.Content).toBe(
      JSON.stringify({ message: 'Too many requests from your address. Please wait a few minutes and try again.' }),
    );
    expect(rule.Statement.RateBasedStatement).toMatchObject({ Limit: 3000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
  });

  it('counts every request under /api/ that is not a write toward the read limit (GET /api/* included), never page views', () => {
    // Prepare
    const [path, notWrite] = ruleNamed('ApiReadsPerAddress').Statement.RateBasedStatement.ScopeDownStatement.AndStatement
      .Statements as Statement[];

    // Act
    const excludedMethods = (notWrite!.NotStatement.Statement.OrStatement.Statements as Statement[]).map(
      (statement) => statement.ByteMatchStatement.SearchString,
    );

    // Assess: under /api/, and not POST, PUT, PATCH or DELETE (those have their own limit): GET is counted
    expect(path!.ByteMatchStatement).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' });
    expect(excludedMethods.sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    expect(excludedMethods).not.toContain('GET');
  });

  it('leaves one address through CloudFront at most a third of the API stage\'s throttle, so it cannot starve other visitors', () => {
    // Prepare: what WAF lets one address send in its 5-minute window, writes and reads together
    const perAddress = [ruleNamed('ApiWritesPerAddress'), ruleNamed('ApiReadsPerAddress')].reduce(
      (sum, rule) => sum + (rule.Statement.RateBasedStatement.Limit as number),
      0,
    );

    // Act
    const perSecond = perAddress / 300;

    // Assess: about 13 a second against the stage's 50
    expect(perAddress).toBe(4000);
    expect(perSecond).toBeLessThanOrEqual(API_THROTTLE.rateLimit / 3);
  });

  it('applies AWS\'s managed common rule set, only counting its 8 KB body rule (our API accepts up to 16 KB)', () => {
    // Prepare
    const rule = ruleNamed('AwsCommonRuleSet');

    // Act
    const group = rule.Statement.ManagedRuleGroupStatement;

    // Assess
    expect(group).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    expect(rule.OverrideAction).toEqual({ None: {} });
    expect(group.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it('publishes metrics and sampled requests for the ACL and each rule', () => {
    for (const visibility of [acl.Properties.VisibilityConfig, ...rules.map((rule) => (rule as Statement).VisibilityConfig)]) {
      expect(visibility).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });

  it('refuses to be created outside us-east-1, where CloudFront could not use it', () => {
    expect(() => new WafStack(new App(), 'Elsewhere', { env: { region: 'eu-west-1' } })).toThrow(
      /must be deployed to us-east-1/,
    );
  });
});

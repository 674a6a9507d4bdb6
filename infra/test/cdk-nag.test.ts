import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import cdkNag from 'cdk-nag';
import { synthesizeApp } from './app-under-test.ts';

const { AwsSolutionsChecks } = cdkNag;

const findings = (scope: App | Stack) =>
  new AwsSolutionsChecks().validateScope(scope).violations.map((violation) => ({
    rule: violation.ruleName,
    severity: violation.severity,
    at: violation.violatingResources.map((resource) => resource.constructPath),
  }));

describe('cdk-nag AWS Solutions checks', () => {
  it('find nothing unacknowledged in the app, neither errors nor warnings', () => {
    const { app } = synthesizeApp();
    expect(findings(app)).toEqual([]);
  });

  it('do catch what they should (a bucket without logging, SSL enforcement or a reason)', () => {
    const stack = new Stack(new App(), 'Careless');
    new Bucket(stack, 'Careless');
    expect(findings(stack).map((finding) => finding.rule)).toEqual(
      expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']),
    );
  });

  it('honour an acknowledgement only for the rule it names', () => {
    const stack = new Stack(new App(), 'Acknowledged');
    const bucket = new Bucket(stack, 'Bucket', { enforceSSL: true });
    Validations.of(bucket).acknowledge({ id: 'AwsSolutions-S1', reason: 'test' });
    expect(findings(stack).map((finding) => finding.rule)).not.toContain('AwsSolutions-S1');
  });
});

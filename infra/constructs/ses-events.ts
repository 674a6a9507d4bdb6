/**
 * What SES tells us about our e-mails after they left: a configuration set that every send names
 * (SES_CONFIGURATION_SET), publishing its sends' bounces and complaints to an SNS topic, to which the function that
 * suppresses the address is subscribed (functions/email-events/record.ts, the EVENT_HANDLERS row with source
 * 'ses-events'). The topic is encrypted with its own customer-managed key (SES cannot publish to a topic under the
 * AWS-managed aws/sns key, so the key policy lets the SES service use this one) and refuses anything but TLS.
 * The configuration set also keeps SES's own account-level suppression for bounces and complaints, and publishes
 * its reputation metrics.
 */
import { Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ConfigurationSet, EmailSendingEvent, EventDestination, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Subscription, SubscriptionProtocol, Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** The SES events the configuration set publishes: the two that say an address must not be written to again. */
export const PUBLISHED_SES_EVENTS = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT] as const;

export class SesEvents extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly topic: Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      description: 'SES bounce and complaint events: encrypts the notifications at rest',
      enableKeyRotation: true,
    });
    // SES publishes as its own service principal, which needs the key to encrypt the message; only for this account.
    key.grant(new ServicePrincipal('ses.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', { displayName: 'Dubai setup site: SES bounces and complaints', masterKey: key, enforceSSL: true });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // CDK adds the topic policy letting SES (this account's configuration set) publish.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.topic),
      events: [...PUBLISHED_SES_EVENTS],
    });
  }

  /**
   * Delivers every event to the function (SNS invokes it; Lambda retries a failed invocation twice). The subscription
   * and the invoke permission live beside the function (in its nested stack, the topic's ARN passed in as a
   * parameter): LambdaSubscription would also make that nested stack depend on this, its parent, stack, which CDK
   * refuses.
   */
  subscribe(fn: IFunction): void {
    new Subscription(fn, 'SesEventsSubscription', { topic: this.topic, endpoint: fn.functionArn, protocol: SubscriptionProtocol.LAMBDA });
    fn.addPermission('InvokedBySesEvents', { principal: new ServicePrincipal('sns.amazonaws.com'), sourceArn: this.topic.topicArn });
  }
}

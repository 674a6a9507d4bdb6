/**
 * SES's own event JSON, as its developer guide documents it ("Examples of event data that Amazon SES publishes to
 * Amazon SNS" and "Amazon SNS notification examples for Amazon SES"), with only the addresses changed by the caller.
 * Shared by the parser's unit test and the handler's integration test.
 */
import type { SNSEvent } from 'aws-lambda';

const mail = (to: string) => ({
  timestamp: '2026-11-20T10:15:00.000Z',
  source: 'Dubai Setup <reports@example.com>',
  sourceArn: 'arn:aws:ses:eu-west-1:123456789012:identity/example.com',
  sendingAccountId: '123456789012',
  messageId: 'EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
  destination: [to],
  headersTruncated: false,
  headers: [
    { name: 'From', value: 'Dubai Setup <reports@example.com>' },
    { name: 'To', value: to },
    { name: 'Subject', value: 'Your UK tax report' },
  ],
  commonHeaders: { from: ['Dubai Setup <reports@example.com>'], to: [to], messageId: 'EXAMPLE7c191be45', subject: 'Your UK tax report' },
  tags: { kind: ['tax-report'], 'ses:configuration-set': ['DubaiSetupEvents'], 'ses:source-ip': ['192.0.2.0'], 'ses:from-domain': ['example.com'] },
});

/** A configuration set's Bounce event (eventType), Permanent or Transient. */
export const bounceEvent = (to: string, bounceType: 'Permanent' | 'Transient' | 'Undetermined' = 'Permanent') => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'General' : bounceType === 'Transient' ? 'MailboxFull' : 'Undetermined',
    bouncedRecipients: [
      {
        emailAddress: to,
        action: 'failed',
        status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
        diagnosticCode: bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
      },
    ],
    timestamp: '2026-11-20T10:15:02.669Z',
    feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
    reportingMTA: 'dsn; mta.example.com',
  },
  mail: mail(to),
});

/** A configuration set's Complaint event. */
export const complaintEvent = (to: string) => ({
  eventType: 'Complaint',
  complaint: {
    complainedRecipients: [{ emailAddress: to }],
    timestamp: '2026-11-20T11:00:00.000Z',
    feedbackId: '01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    complaintFeedbackType: 'abuse',
    arrivalDate: '2026-11-20T10:59:58.000Z',
  },
  mail: mail(to),
});

/** A configuration set's Delivery event. */
export const deliveryEvent = (to: string) => ({
  eventType: 'Delivery',
  mail: mail(to),
  delivery: {
    timestamp: '2026-11-20T10:15:01.000Z',
    processingTimeMillis: 546,
    recipients: [to],
    smtpResponse: '250 ok:  Message 64111812 accepted',
    reportingMTA: 'a8-70.smtp-out.amazonses.com',
  },
});

/** The older identity notification of a bounce (notificationType instead of eventType). */
export const bounceNotification = (to: string) => {
  const { eventType: _eventType, ...rest } = bounceEvent(to);
  return { notificationType: 'Bounce', ...rest };
};

/** One SNS delivery to a Lambda subscriber, each message the JSON text SNS carries. */
export function snsEvent(...messages: (object | string)[]): SNSEvent {
  return {
    Records: messages.map((message, index) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:eu-west-1:123456789012:SesEventsTopic:2bcfbf39-05c3-41de-beaa-fcfcc21c8f55',
      Sns: {
        Type: 'Notification',
        MessageId: `95df01b4-ee98-5cb9-9903-4c221d41eb5${index}`,
        TopicArn: 'arn:aws:sns:eu-west-1:123456789012:SesEventsTopic',
        Subject: null as unknown as string,
        Message: typeof message === 'string' ? message : JSON.stringify(message),
        Timestamp: '2026-11-20T10:15:03.000Z',
        SignatureVersion: '1',
        Signature: 'EXAMPLE',
        SigningCertUrl: 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-EXAMPLE.pem',
        UnsubscribeUrl: 'https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=EXAMPLE',
        MessageAttributes: {},
      },
    })),
  };
}

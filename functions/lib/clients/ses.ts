import { SESv2Client, SendEmailCommand, type MessageTag } from '@aws-sdk/client-sesv2';
import { countMetric, METRIC, type EmailKind } from '../metrics.ts';

/**
 * The one SES (v2) client, created at module load. The SDK reads AWS_ENDPOINT_URL_SESV2, which the local stack points
 * at its stand-in mailbox.
 */
export const sesClient = new SESv2Client({});

/** The SES message tag naming what an e-mail is: every sender adds it (EmailTags), and bounce events carry it back. */
export const emailKindTag = (kind: EmailKind): MessageTag => ({ Name: 'kind', Value: kind });

// Every e-mail SES accepted is counted here, by its kind tag, whichever function sent it: one place for the
// EmailSent metric, so a new sender is counted as soon as it tags its messages.
sesClient.middlewareStack.add(
  (next, context) => async (args) => {
    const result = await next(args);
    if (context.commandName === SendEmailCommand.name) {
      const tags = (args.input as { EmailTags?: MessageTag[] }).EmailTags ?? [];
      countMetric(METRIC.emailSent, { kind: tags.find((tag) => tag.Name === 'kind')?.Value ?? 'untagged' });
    }
    return result;
  },
  { step: 'initialize', name: 'countSentEmail' },
);

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { TAX_REPORT_COPY as COPY } from '#shared/uk/tax-report-copy.ts';
import { emailKindTag, sesClient } from '../lib/clients/ses.ts';
import { configurationSetName, senderAddress } from '../lib/config.ts';

/** E-mails the report PDF to the visitor through SES; `name` is the plain name (plainNameOf) or undefined. */
export async function sendTaxReport(to: { name: string | undefined; email: string }, pdf: Uint8Array): Promise<void> {
  const text = [COPY.greeting(to.name), '', COPY.body, '', COPY.signOff].join('\n');
  await sesClient.send(
    new SendEmailCommand({
      FromEmailAddress: senderAddress(),
      ConfigurationSetName: configurationSetName(),
      EmailTags: [emailKindTag('tax-report')],
      Destination: { ToAddresses: [to.email] },
      Content: {
        Simple: {
          Subject: { Data: COPY.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' } },
          Attachments: [
            {
              FileName: COPY.fileName,
              ContentType: 'application/pdf',
              ContentDisposition: 'ATTACHMENT',
              ContentTransferEncoding: 'BASE64',
              RawContent: pdf,
            },
          ],
        },
      },
    }),
  );
}

import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { object, string } from 'yup';
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_MAX_LENGTH,
  type AdminLead,
  type ContactAttemptInput,
  type ContactChannel,
} from '#shared/admin/api-contract.ts';
import { FIRST_CONTACT_COPY as COPY, LEAD_STATUS_TOASTS } from '#shared/admin/admin-copy.ts';
import { CONTACT_MESSAGES } from '#shared/admin/contact-messages.ts';
import { FOLLOW_UP_COPY } from '#shared/admin/follow-up-messages.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { logContactAttempt } from './api/log-contact-attempt.ts';
import { logContact } from './api/log-contact.ts';
import { updateLeadStatus } from './api/update-lead-status.ts';
import { fromLocalInputValue } from './follow-up-time.ts';
import { useRefreshContacts } from './use-refresh-contacts.ts';

/**
 * What follows a lead's contact action: confirming the contact (after an action opened, with its channel), logging a
 * contact made elsewhere, or, after the first contact of a `new` lead, asking whether to move it to `contacted`.
 */
export type ContactStep =
  | { kind: 'confirm'; lead: AdminLead; channel: ContactChannel }
  | { kind: 'log'; lead: AdminLead }
  | { kind: 'move'; lead: AdminLead };

/**
 * The contact flow of one view (the lead list, or the open lead): which step is shown, and the action handlers. Opening
 * an action logs the attempt without waiting for it (the WhatsApp tab opens at once); a failure is shown, never lost.
 */
export function useContactFlow() {
  const toast = useToast();
  const refresh = useRefreshContacts();
  const [step, setStep] = useState<ContactStep>();
  const opened = (lead: AdminLead, channel: ContactAttemptInput['channel']) => {
    setStep({ kind: 'confirm', lead, channel });
    logContactAttempt(lead.id, { channel }).then(
      // The timeline shows the attempt; a list that could not be refreshed shows its own error.
      () => refresh().catch(() => undefined),
      (error: unknown) =>
        toast({ title: COPY.attemptFailedTitle, description: serverMessage(error) ?? COPY.attemptFailed(channel), variant: 'destructive' }),
    );
  };
  return { step, setStep, opened, logElsewhere: (lead: AdminLead) => setStep({ kind: 'log', lead }) };
}

const leadName = (lead: AdminLead) => lead.fullName;

type ContactFormValues = { channel: ContactChannel; outcome: string; nextFollowUpAt: string };

const contactSchema = object({
  channel: string().oneOf(CONTACT_CHANNELS).required(),
  outcome: string().trim().max(CONTACT_OUTCOME_MAX_LENGTH, CONTACT_MESSAGES.outcome),
  // Optional: empty clears the lead's follow-up; a date and time moves it there (follow-up-time.ts, the browser's zone).
  nextFollowUpAt: string().test('date-time', FOLLOW_UP_COPY.atRequired, (value) => !value || fromLocalInputValue(value) !== undefined),
});

/** Confirms a contact (one tap) or logs one made elsewhere: how, and an optional short outcome note. */
function ContactForm({ lead, channel, heading, submitLabel, onLogged, onCancel }: {
  lead: AdminLead;
  channel: ContactChannel;
  heading: string;
  submitLabel: string;
  onLogged: (next: ContactStep | undefined) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const refresh = useRefreshContacts();
  const submit = async (values: ContactFormValues) => {
    const outcome = values.outcome.trim();
    try {
      const nextAt = values.nextFollowUpAt ? fromLocalInputValue(values.nextFollowUpAt) : undefined;
      const logged = await logContact(lead.id, { channel: values.channel, ...(outcome ? { outcome } : {}), ...(nextAt ? { followUp: { at: nextAt } } : {}) });
      toast({ title: COPY.loggedTitle, description: '', variant: 'default' });
      // The status is the staff member's choice: the first contact of a new lead only asks.
      onLogged(logged.firstContact && logged.lead.status === 'new' ? { kind: 'move', lead: logged.lead } : undefined);
      await refresh();
    } catch (error) {
      toast({ title: COPY.logFailedTitle, description: serverMessage(error) ?? COPY.logFailed, variant: 'destructive' });
    }
  };
  return (
    <Formik<ContactFormValues> initialValues={{ channel, outcome: '', nextFollowUpAt: '' }} validationSchema={contactSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate aria-label={heading}>
          <Stack gap="3">
            <FollowUpHeading>{heading}</FollowUpHeading>
            <Field label={COPY.channelLabel}>
              <NativeSelect.Root size="sm" width={{ base: 'full', sm: '48' }}>
                <NativeSelect.Field {...getFieldProps('channel')}>
                  {CONTACT_CHANNELS.map((option) => (
                    <option key={option} value={option}>
                      {COPY.channels[option]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field label={COPY.outcomeLabel} helperText={COPY.outcomeHint} errorText={touched.outcome ? errors.outcome : undefined}>
              <Textarea {...getFieldProps('outcome')} rows={2} />
            </Field>
            <Field label={FOLLOW_UP_COPY.nextLabel} helperText={FOLLOW_UP_COPY.nextHint} errorText={touched.nextFollowUpAt ? errors.nextFollowUpAt : undefined}>
              <Input type="datetime-local" {...getFieldProps('nextFollowUpAt')} width={{ base: 'full', sm: '64' }} />
            </Field>
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" colorPalette="navy" loading={isSubmitting} loadingText={COPY.saving}>
                {submitLabel}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                {COPY.notNow}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** The heading of a step, focused when the step appears (so a keyboard or screen reader user lands on it). */
function FollowUpHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [children]);
  return (
    <Heading as="h3" size="sm" tabIndex={-1} ref={ref} outline="none">
      {children}
    </Heading>
  );
}

/** After the first contact of a `new` lead: one tap moves it to `contacted` (the usual status change), or keeps it. */
function MoveToContacted({ lead, onDone }: { lead: AdminLead; onDone: () => void }) {
  const toast = useToast();
  const refresh = useRefreshContacts();
  const [moving, setMoving] = useState(false);
  const move = async () => {
    setMoving(true);
    try {
      await updateLeadStatus(lead.id, 'contacted');
      toast(LEAD_STATUS_TOASTS.success);
      onDone();
      await refresh();
    } catch {
      toast(LEAD_STATUS_TOASTS.failure);
    } finally {
      setMoving(false);
    }
  };
  return (
    <Stack gap="3">
      <FollowUpHeading>{COPY.moveToContactedQuestion(leadName(lead))}</FollowUpHeading>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="navy" onClick={move} loading={moving}>
          {COPY.moveToContacted}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={moving}>
          {COPY.keepStatus}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The step of the contact flow, as a panel in the view (nothing when there is none). */
export function ContactFollowUp({ step, onStep }: { step: ContactStep | undefined; onStep: (next: ContactStep | undefined) => void }) {
  if (!step) return null;
  const close = () => onStep(undefined);
  return (
    <Box as="section" borderWidth="1px" borderColor="navy.muted" rounded="md" p="3" bg="bg" data-testid="contact-follow-up">
      {step.kind === 'move' ? (
        <MoveToContacted lead={step.lead} onDone={close} />
      ) : (
        <ContactForm
          // A new step starts a fresh form (another lead, another channel).
          key={`${step.lead.id}-${step.kind}-${step.kind === 'confirm' ? step.channel : ''}`}
          lead={step.lead}
          channel={step.kind === 'confirm' ? step.channel : 'call'}
          heading={step.kind === 'confirm' ? COPY.confirmHeading(step.channel, leadName(step.lead)) : COPY.logHeading(leadName(step.lead))}
          submitLabel={step.kind === 'confirm' ? COPY.contactMade : COPY.saveContact}
          onLogged={onStep}
          onCancel={close}
        />
      )}
    </Box>
  );
}

import { Box, Button, Heading, HStack, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import type { AdminLead, AuditEntry, LeadDetail } from '#shared/admin/api-contract.ts';
import { FIRST_CONTACT_COPY, LEAD_DETAIL_COPY, LEAD_FIELD_LABELS, LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { LEAD_ADMIN_LIMITS, LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { FOLLOW_UP_COPY } from '#shared/admin/follow-up-messages.ts';
import { LEAD_EDIT_COPY } from '#shared/admin/lead-edit-rules.ts';
import { PRIVACY_ERASE_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { GuideBadge, LeadFieldList, StatusBadge } from '../../admin-common/lead-fields.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { RestrictionBadge, RestrictionBanner } from './restriction-signs.tsx';
import { EmailBouncedBadge, EmailBouncedBanner } from './email-bounced-sign.tsx';
import { addLeadNote } from './api/add-lead-note.ts';
import { changeText, isFollowUpChange, isOwnerChange, isStatusChange, isTestChange } from './audit-format.ts';
import { useLead } from './api/get-lead.ts';
import { LeadEditForm } from './lead-edit-form.tsx';
import { LeadStatusSelect } from './lead-status-select.tsx';
import { LeadOwnerControl } from './lead-owner.tsx';
import { TestLeadBadge, TestLeadControl } from './lead-test-mark.tsx';
import { ContactActions, type GreetingSource } from './contact-actions.tsx';
import { ContactFollowUp, useContactFlow } from './contact-follow-up.tsx';
import { ContactTimeline } from './contact-timeline.tsx';
import { FollowUpSection } from './follow-up.tsx';
import { PromiseCountdown } from './promise-countdown.tsx';
import { useRefreshLeads } from './use-refresh-leads.ts';

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? LEADS_COPY.yes : LEADS_COPY.no);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function StoredFields({ lead }: { lead: AdminLead }) {
  return (
    <LeadFieldList
      fields={[
        [LEAD_FIELD_LABELS.email, lead.email],
        [LEAD_FIELD_LABELS.phone, lead.phone],
        [LEAD_FIELD_LABELS.companyName, lead.companyName],
        [LEAD_FIELD_LABELS.businessActivity, lead.businessActivity],
        [LEAD_FIELD_LABELS.preferredStructure, lead.preferredStructure],
        [LEAD_FIELD_LABELS.country, lead.country],
        [LEAD_FIELD_LABELS.additionalRequirements, lead.additionalRequirements],
        [LEAD_FIELD_LABELS.createdAt, formatDateTime(lead.createdAt)],
        [LEAD_FIELD_LABELS.guideAccessedAt, formatDateTime(lead.guideAccessedAt)],
        [LEAD_FIELD_LABELS.notes, lead.notes],
        [LEAD_FIELD_LABELS.gdprConsent, yesNo(lead.gdprConsent)],
        [LEAD_FIELD_LABELS.marketingOptIn, yesNo(lead.marketingOptIn)],
        [LEAD_FIELD_LABELS.ipAddress, lead.ipAddress],
        [LEAD_FIELD_LABELS.userAgent, lead.userAgent],
      ]}
    />
  );
}

function Source({ lead }: { lead: AdminLead }) {
  const utm = lead.attribution;
  const utmText = [utm?.utmSource, utm?.utmMedium, utm?.utmCampaign].filter(Boolean).join(' / ');
  return (
    <LeadFieldList
      fields={[
        [LEAD_FIELD_LABELS.page, lead.page ?? utm?.page],
        [LEAD_FIELD_LABELS.formType, lead.formType],
        [LEAD_FIELD_LABELS.landingVariant, utm?.landingVariant],
        [LEAD_FIELD_LABELS.utm, utmText || undefined],
        [LEAD_FIELD_LABELS.referrer, utm?.referrer],
      ]}
    />
  );
}

/**
 * The lead's status and follow-up changes from the audit log: "New → Contacted, by sara, 22 Nov 2026, 14:05",
 * "Follow-up set for 27 Nov 2026, 10:00 (Send the quote), by sara, ...", "Owner: Unassigned → sara, by sara, ...".
 */
function History({ entries: audit }: { entries: AuditEntry[] }) {
  // The lead's audit also records its notes and contacts (shown in their own sections).
  const entries = audit.filter((entry) => isStatusChange(entry) || isFollowUpChange(entry) || isOwnerChange(entry) || isTestChange(entry));
  if (entries.length === 0) return <Text color="fg.muted">{LEAD_DETAIL_COPY.noHistory}</Text>;
  return (
    <Stack as="ol" gap="1" data-testid="status-history">
      {entries.map((entry) => (
        <Text as="li" key={entry.id} listStyleType="none" fontSize="sm">
          {changeText(entry)}, {LEAD_DETAIL_COPY.by} 
          {entry.actor}, {formatDateTime(entry.at)}
        </Text>
      ))}
    </Stack>
  );
}

const noteSchema = object({ text: string().trim().required(LEAD_DETAIL_COPY.noteRequired).max(LEAD_ADMIN_LIMITS.noteMax, LEAD_ADMIN_MESSAGES.noteText) });

function AddNoteForm({ leadId }: { leadId: string }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  const submit = async ({ text }: { text: string }, helpers: FormikHelpers<{ text: string }>) => {
    try {
      await addLeadNote(leadId, text.trim());
      toast({ title: LEAD_DETAIL_COPY.noteAddedTitle, description: '', variant: 'default' });
      helpers.resetForm();
      await refresh();
    } catch (error) {
      toast({ title: LEAD_DETAIL_COPY.noteFailedTitle, description: serverMessage(error) ?? LEAD_DETAIL_COPY.noteFailed, variant: 'destructive' });
    }
  };
  return (
    <Formik initialValues={{ text: '' }} validationSchema={noteSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps }) => (
        <Form noValidate>
          <Stack gap="2">
            <Field label={LEAD_DETAIL_COPY.noteLabel} errorText={touched.text ? errors.text : undefined}>
              <Textarea {...getFieldProps('text')} rows={3} maxLength={LEAD_ADMIN_LIMITS.noteMax} />
            </Field>
            <Button type="submit" size="sm" alignSelf="start" loading={isSubmitting} loadingText={LEAD_DETAIL_COPY.addingNote}>
              {LEAD_DETAIL_COPY.addNote}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Reaching the lead: WhatsApp, call and e-mail (each logged as an attempt), then one tap to confirm the contact, or a
 * contact made elsewhere logged with a short note; and every attempt and contact, newest first.
 */
function Contacts({ lead, contacts, greeting }: { lead: AdminLead; contacts: LeadDetail['contacts']; greeting: GreetingSource }) {
  const contact = useContactFlow();
  return (
    <Stack gap="3">
      {lead.erasedAt ? null : (
        <HStack gap="2" wrap="wrap">
          <ContactActions lead={lead} greeting={greeting} onOpened={(channel) => contact.opened(lead, channel)} />
          {contact.step ? null : (
            <Button size="sm" variant="ghost" onClick={() => contact.logElsewhere(lead)}>
              {FIRST_CONTACT_COPY.logContact}
            </Button>
          )}
        </HStack>
      )}
      <ContactFollowUp step={contact.step} onStep={contact.setStep} />
      {/* Absent from an answer of an API older than the contact log. */}
      <ContactTimeline contacts={contacts ?? []} />
    </Stack>
  );
}

function DetailBody({ detail, onOpenLead, now, greeting }: { detail: LeadDetail; onOpenLead: (id: string) => void; now: Date; greeting: GreetingSource }) {
  const { lead, notes, history, otherSubmissions, contacts } = detail;
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="5" separator={<Separator />}>
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontSize="lg">
            {lead.erasedAt ? PRIVACY_ERASE_MESSAGES.erasedName : lead.fullName}
          </Text>
          <StatusBadge status={lead.status} />
          <GuideBadge lead={lead} />
          <RestrictionBadge lead={lead} />
          <EmailBouncedBadge lead={lead} />
          <TestLeadBadge lead={lead} />
          <PromiseCountdown lead={lead} now={now} />
        </HStack>
        {lead.erasedAt ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {PRIVACY_ERASE_MESSAGES.erasedBanner(formatDateTime(lead.erasedAt))}
          </Text>
        ) : null}
        <RestrictionBanner lead={lead} />
        <EmailBouncedBanner lead={lead} />
        {editing ? (
          <LeadEditForm lead={lead} onDone={() => setEditing(false)} />
        ) : (
          <>
            <HStack gap="2" wrap="wrap">
              <LeadStatusSelect lead={lead} />
              <LeadOwnerControl lead={lead} />
              {lead.erasedAt ? null : (
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  {LEAD_EDIT_COPY.edit}
                </Button>
              )}
            </HStack>
            <TestLeadControl lead={lead} />
            <StoredFields lead={lead} />
          </>
        )}
      </Stack>
      <Section title={FIRST_CONTACT_COPY.timeline}>
        <Contacts lead={lead} contacts={contacts} greeting={greeting} />
      </Section>
      <Section title={FOLLOW_UP_COPY.heading}>
        <FollowUpSection lead={lead} now={now} />
      </Section>
      <Section title={LEAD_DETAIL_COPY.source}>
        <Source lead={lead} />
      </Section>
      <Section title={LEAD_DETAIL_COPY.notes}>
        <Stack gap="3">
          {notes.length === 0 ? (
            <Text color="fg.muted">{LEAD_DETAIL_COPY.noNotes}</Text>
          ) : (
            <Stack as="ul" gap="2" data-testid="lead-notes">
              {notes.map((note) => (
                <Box as="li" key={note.id} listStyleType="none" borderWidth="1px" rounded="md" p="2">
                  <Text whiteSpace="pre-wrap">{note.text}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {note.author}, {formatDateTime(note.createdAt)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
          <AddNoteForm leadId={lead.id} />
        </Stack>
      </Section>
      <Section title={LEAD_DETAIL_COPY.history}>
        <History entries={history} />
      </Section>
      <Section title={LEAD_DETAIL_COPY.otherSubmissions}>
        {otherSubmissions.length === 0 ? (
          <Text color="fg.muted">{LEAD_DETAIL_COPY.noOtherSubmissions}</Text>
        ) : (
          <Stack as="ul" gap="1">
            {otherSubmissions.map((other) => (
              <HStack as="li" key={other.id} gap="2" wrap="wrap">
                <Button variant="plain" size="sm" px="0" textDecoration="underline" onClick={() => onOpenLead(other.id)}>
                  {formatDateTime(other.createdAt)}
                </Button>
                <Text fontSize="sm">{other.formType ?? other.page ?? ''}</Text>
                <StatusBadge status={other.status} />
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/**
 * The open lead (?lead=<id>): every stored field, its promise countdown (at `now`), its contacts and contact actions
 * (the WhatsApp greeting from `greeting`), where it came from, notes, status history, other submissions.
 */
export function LeadDetailDialog({
  leadId,
  onClose,
  onOpenLead,
  now,
  greeting,
}: {
  leadId: string | undefined;
  onClose: () => void;
  onOpenLead: (id: string) => void;
  now: Date;
  greeting: GreetingSource;
}) {
  const { data, error, isLoading } = useLead(leadId);
  return (
    <Dialog open={leadId !== undefined} onClose={onClose} title={LEAD_DETAIL_COPY.title} closeLabel={LEAD_DETAIL_COPY.close}>
      {error ? (
        <StatusMessage kind="error">{serverMessage(error) ?? LEAD_DETAIL_COPY.error}</StatusMessage>
      ) : isLoading || !data ? (
        <StatusMessage kind="loading">{LEAD_DETAIL_COPY.loading}</StatusMessage>
      ) : (
        // Another lead opened from here starts with its own contact flow and edit state.
        <DetailBody key={data.lead.id} detail={data} onOpenLead={onOpenLead} now={now} greeting={greeting} />
      )}
    </Dialog>
  );
}

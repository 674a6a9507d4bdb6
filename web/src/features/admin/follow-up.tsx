import { Badge, Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FOLLOW_UP_NOTE_MAX_LENGTH, type AdminLead } from '#shared/admin/api-contract.ts';
import { FOLLOW_UP_COPY as COPY, FOLLOW_UP_MESSAGES } from '#shared/admin/follow-up-messages.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { clearLeadFollowUp, setLeadFollowUp } from './api/set-lead-follow-up.ts';
import { browserTimeZone, fromLocalInputValue, isFollowUpOverdue, toLocalInputValue } from './follow-up-time.ts';
import { useRefreshLeads } from './use-refresh-leads.ts';

type FollowUpLead = Pick<AdminLead, 'followUp' | 'erasedAt'>;

/**
 * A lead's next follow-up at `now` (useMinuteClock), in the browser's time zone: "Follow up 26 Nov 2026, 14:00", red
 * and "Overdue: ..." once its time has come (words as well as colour). Nothing when none is planned.
 */
export function FollowUpBadge({ lead, now }: { lead: FollowUpLead; now: Date }) {
  if (!lead.followUp || lead.erasedAt) return null;
  const overdue = isFollowUpOverdue(lead.followUp.at, now);
  const when = formatDateTime(lead.followUp.at);
  return (
    <Badge
      colorPalette={overdue ? 'red' : 'gray'}
      variant={overdue ? 'solid' : 'subtle'}
      whiteSpace="nowrap"
      data-testid="follow-up"
      data-follow-up-state={overdue ? 'overdue' : 'due'}
    >
      {overdue ? COPY.overdue(when) : COPY.due(when)}
    </Badge>
  );
}

/** The list row's cell: the badge and the note, which wraps within the column. */
export function FollowUpCell({ lead, now }: { lead: FollowUpLead; now: Date }) {
  if (!lead.followUp || lead.erasedAt) return null;
  return (
    <Stack gap="1" maxWidth="56">
      <FollowUpBadge lead={lead} now={now} />
      {lead.followUp.note ? (
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {lead.followUp.note}
        </Text>
      ) : null}
    </Stack>
  );
}

type FollowUpValues = { at: string; note: string };

const followUpSchema = object({
  at: string()
    .required(COPY.atRequired)
    .test('date-time', COPY.atRequired, (value) => value !== undefined && fromLocalInputValue(value) !== undefined),
  note: string().trim().max(FOLLOW_UP_NOTE_MAX_LENGTH, FOLLOW_UP_MESSAGES.note),
});

/**
 * The lead detail's follow-up: what is planned (badge, note, who planned it), and a form to set, change or clear it;
 * the date and time are entered in the browser's time zone, which the field names.
 */
export function FollowUpSection({ lead, now }: { lead: AdminLead; now: Date }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  const current = lead.followUp;
  const save = async (values: FollowUpValues) => {
    try {
      await setLeadFollowUp(lead.id, { at: fromLocalInputValue(values.at)!, note: values.note.trim() });
      toast({ title: COPY.savedTitle, description: '', variant: 'default' });
      await refresh();
    } catch (error) {
      toast({ title: COPY.failedTitle, description: serverMessage(error) ?? COPY.failed, variant: 'destructive' });
    }
  };
  const clear = async () => {
    try {
      await clearLeadFollowUp(lead.id);
      toast({ title: COPY.clearedTitle, description: '', variant: 'default' });
      await refresh();
    } catch (error) {
      toast({ title: COPY.failedTitle, description: serverMessage(error) ?? COPY.failed, variant: 'destructive' });
    }
  };
  return (
    <Stack gap="3" data-testid="follow-up-section">
      {current ? (
        <Box>
          <FollowUpBadge lead={lead} now={now} />
          {current.note ? (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
              {current.note}
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {current.by}, {formatDateTime(current.updatedAt)}
          </Text>
        </Box>
      ) : (
        <Text color="fg.muted">{COPY.none}</Text>
      )}
      {lead.erasedAt ? null : (
        <Formik<FollowUpValues>
          initialValues={{ at: current ? toLocalInputValue(current.at) : '', note: current?.note ?? '' }}
          enableReinitialize
          validationSchema={followUpSchema}
          onSubmit={save}
        >
          {({ errors, touched, isSubmitting, getFieldProps }) => (
            <Form noValidate aria-label={COPY.heading}>
              <Stack gap="2">
                <Field label={COPY.atLabel} helperText={COPY.atHint(browserTimeZone())} errorText={touched.at ? errors.at : undefined}>
                  <Input type="datetime-local" {...getFieldProps('at')} width={{ base: 'full', sm: '64' }} />
                </Field>
                <Field label={COPY.noteLabel} helperText={COPY.noteHint} errorText={touched.note ? errors.note : undefined}>
                  <Textarea {...getFieldProps('note')} rows={2} maxLength={FOLLOW_UP_NOTE_MAX_LENGTH} />
                </Field>
                <HStack gap="2" wrap="wrap">
                  <Button type="submit" size="sm" colorPalette="navy" loading={isSubmitting} loadingText={COPY.saving}>
                    {current ? COPY.change : COPY.save}
                  </Button>
                  {current ? (
                    <Button type="button" size="sm" variant="outline" onClick={clear} disabled={isSubmitting}>
                      {COPY.clear}
                    </Button>
                  ) : null}
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Stack>
  );
}

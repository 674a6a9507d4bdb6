import { Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { RESTRICTION_REASON_MAX } from '#shared/privacy/restriction.ts';
import { RESTRICTION_COPY as COPY } from '#shared/privacy/restriction-messages.ts';
import { restrictionReasonSchema } from '#shared/privacy/restriction.yup.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { useDataRequests } from './api/get-data-requests.ts';
import { setRestriction, withdrawMarketingConsent } from './api/restriction.ts';
import type { PersonActionProps } from './person-actions.tsx';
import { RequestSelect } from './request-select.tsx';

type Asking = 'restrict' | 'lift' | 'withdraw';

/** Whether any of the person's leads or captures found carries a restriction. */
const isRestricted = (person: PersonActionProps['person']) =>
  person.groups.some((group) => (group.type === 'lead' || group.type === 'capture') && group.searchable && group.items.some((item) => item.data.restriction));

/**
 * Restriction and objection on the person the Privacy view found: "Restrict processing" (asks for the reason, then
 * marks them do not contact / do not process) or "Lift restriction", and "Withdraw marketing consent" (asks first).
 * Each can answer a logged data request, which then records it.
 */
export function RestrictionAction({ search, person, onChanged }: PersonActionProps) {
  const toast = useToast();
  const requests = useDataRequests();
  const [asking, setAsking] = useState<Asking>();
  const [requestId, setRequestId] = useState('');
  const restricted = isRestricted(person);
  const close = () => {
    setAsking(undefined);
    setRequestId('');
  };
  const answering = requestId || undefined;

  /** Runs a change; on success says what was done and searches again; on failure says why. */
  const run = async (change: () => Promise<string>) => {
    try {
      toast({ title: await change(), description: '', variant: 'default' });
      onChanged();
      void requests.mutate();
    } catch (error) {
      toast({ title: COPY.failed, description: serverMessage(error) ?? '', variant: 'destructive' });
    }
  };

  return (
    <>
      {restricted ? (
        <Button variant="outline" onClick={() => setAsking('lift')}>
          {COPY.lift}
        </Button>
      ) : (
        <Button variant="outline" colorPalette="red" onClick={() => setAsking('restrict')}>
          {COPY.restrict}
        </Button>
      )}
      <Button variant="outline" onClick={() => setAsking('withdraw')}>
        {COPY.withdraw}
      </Button>
      <Dialog open={asking === 'restrict'} onClose={close} title={COPY.restrictTitle} closeLabel={COPY.cancel} size="md">
        <Formik
          initialValues={{ reason: '' }}
          validationSchema={restrictionReasonSchema}
          onSubmit={async ({ reason }) => {
            await run(async () => COPY.restrictedToast((await setRestriction(search, { restricted: true, reason: reason.trim() }, answering)).leads));
            close();
          }}
        >
          {({ errors, touched, isSubmitting, getFieldProps }) => (
            <Form noValidate>
              <Stack gap="3">
                <Text fontSize="sm">{COPY.reasonHelp}</Text>
                <Field label={COPY.reasonLabel} errorText={touched.reason ? errors.reason : undefined}>
                  <Textarea {...getFieldProps('reason')} rows={3} maxLength={RESTRICTION_REASON_MAX} />
                </Field>
                <RequestSelect value={requestId} onChange={setRequestId} />
                <Flex gap="2" justify="end">
                  <Button variant="outline" onClick={close} disabled={isSubmitting}>
                    {COPY.cancel}
                  </Button>
                  <Button type="submit" colorPalette="red" loading={isSubmitting}>
                    {COPY.restrictConfirm}
                  </Button>
                </Flex>
              </Stack>
            </Form>
          )}
        </Formik>
      </Dialog>
      {asking === 'lift' && (
        <ConfirmDialog
          open
          title={COPY.liftTitle}
          question={COPY.liftQuestion}
          confirmLabel={COPY.liftConfirm}
          cancelLabel={COPY.cancel}
          onConfirm={() => run(async () => COPY.liftedToast((await setRestriction(search, { restricted: false }, answering)).leads))}
          onClose={close}
        >
          <RequestSelect value={requestId} onChange={setRequestId} />
        </ConfirmDialog>
      )}
      {asking === 'withdraw' && (
        <ConfirmDialog
          open
          title={COPY.withdrawTitle}
          question={COPY.withdrawQuestion}
          confirmLabel={COPY.withdrawConfirm}
          cancelLabel={COPY.cancel}
          onConfirm={() =>
            run(async () => {
              const answer = await withdrawMarketingConsent(search, answering);
              return COPY.withdrawnToast(answer.leads, answer.subscriptions, answer.providers);
            })
          }
          onClose={close}
        >
          <RequestSelect value={requestId} onChange={setRequestId} />
        </ConfirmDialog>
      )}
    </>
  );
}

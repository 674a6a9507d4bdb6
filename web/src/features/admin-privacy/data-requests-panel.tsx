import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  DATA_REQUEST_CHECKLIST_ITEMS,
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPES,
  VERIFICATION_METHODS,
  dayOf,
  urgencyOf,
  type DataRequest,
  type DataRequestProviderResult,
  type DataRequestChecklistItem,
  type DataRequestStatus,
  type DataRequestUpdateInput,
  type DataRequestUrgency,
  type VerificationMethod,
} from '#shared/admin/data-request-contract.ts';
import { dataRequestInputOf, dataRequestYupSchema, type DataRequestFormValues } from '#shared/admin/data-request-form.yup.ts';
import {
  ACTION_KIND_LABELS,
  CHECKLIST_LABELS,
  DATA_REQUEST_COPY as COPY,
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_TOASTS,
  DATA_REQUEST_TYPE_LABELS,
  URGENCY_LABELS,
  VERIFICATION_METHOD_LABELS,
} from '#shared/admin/data-request-messages.ts';
import { PRIVACY_REQUEST_RESPONSE_DAYS } from '#shared/privacy/retention.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { Field } from '../../components/ui/field.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toaster.tsx';
import { HttpError, serverMessage } from '../../lib/api-client.ts';
import { createDataRequest } from './api/create-data-request.ts';
import { useDataRequests } from './api/get-data-requests.ts';
import { retryProviderRequest } from './api/retry-provider-request.ts';
import { updateDataRequest } from './api/update-data-request.ts';

/** A YYYY-MM-DD day as staff read it: "9 Apr 2026" (the day itself, whatever the browser's time zone). */
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
};

/** Overdue in red, due this week in orange; always with its words, never colour alone. */
const URGENCY_PALETTE: Record<DataRequestUrgency, string> = { overdue: 'red', dueThisWeek: 'orange', onTime: 'green', closed: 'gray' };

function UrgencyBadge({ urgency }: { urgency: DataRequestUrgency }) {
  if (urgency === 'onTime' || urgency === 'closed') return null;
  return (
    <Badge colorPalette={URGENCY_PALETTE[urgency]} variant="solid" data-testid="urgency">
      {URGENCY_LABELS[urgency]}
    </Badge>
  );
}

/** The field errors of a 400 answer, by the form's field names. */
function serverFieldErrors(error: unknown): Partial<Record<keyof DataRequestFormValues, string>> | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    const fieldErrors = (JSON.parse(error.text) as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    const names: Record<string, keyof DataRequestFormValues> = {
      type: 'type',
      'requester.name': 'requesterName',
      'requester.email': 'requesterEmail',
      'requester.phone': 'requesterPhone',
      'verification.method': 'verificationMethod',
      'verification.details': 'verificationDetails',
      receivedOn: 'receivedOn',
    };
    const errors = Object.fromEntries(Object.entries(fieldErrors).flatMap(([path, message]) => (names[path] ? [[names[path], message]] : [])));
    return Object.keys(errors).length ? errors : undefined;
  } catch {
    return undefined;
  }
}

function Select({ label, options, placeholder, ...props }: { label: string; options: readonly [string, string][]; placeholder?: string } & NativeSelect.FieldProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} placeholder={placeholder} {...props}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const TYPE_OPTIONS = DATA_REQUEST_TYPES.map((type) => [type, DATA_REQUEST_TYPE_LABELS[type]] as [string, string]);
const METHOD_OPTIONS = VERIFICATION_METHODS.map((method) => [method, VERIFICATION_METHOD_LABELS[method]] as [string, string]);
const STATUS_OPTIONS = DATA_REQUEST_STATUSES.map((status) => [status, DATA_REQUEST_STATUS_LABELS[status]] as [string, string]);

/** The form that logs a new request; the due day follows from the day received (shown as a hint). */
function NewRequestForm({ onDone, onCancel }: { onDone: (created: DataRequest) => Promise<unknown>; onCancel: () => void }) {
  const toast = useToast();
  const empty: DataRequestFormValues = {
    type: '',
    requesterName: '',
    requesterEmail: '',
    requesterPhone: '',
    verificationMethod: '',
    verificationDetails: '',
    receivedOn: dayOf(new Date()),
  };
  const submit = async (values: DataRequestFormValues, helpers: FormikHelpers<DataRequestFormValues>) => {
    try {
      const created = await createDataRequest(dataRequestInputOf(values));
      toast(DATA_REQUEST_TOASTS.created);
      await onDone(created);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ ...DATA_REQUEST_TOASTS.createFailed, description: serverMessage(error) ?? DATA_REQUEST_TOASTS.createFailed.description });
    }
  };
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Formik initialValues={empty} validationSchema={dataRequestYupSchema} onSubmit={submit} validateOnBlur={false}>
        {({ errors, touched, isSubmitting, getFieldProps }) => {
          const errorOf = (field: keyof DataRequestFormValues) => (touched[field] ? errors[field] : undefined);
          return (
            <Form noValidate aria-label={COPY.newRequestTitle}>
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {COPY.newRequestTitle}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <Field label={COPY.type} errorText={errorOf('type')} required>
                    <Select label={COPY.type} placeholder={COPY.typePlaceholder} options={TYPE_OPTIONS} {...getFieldProps('type')} />
                  </Field>
                  <Field label={COPY.receivedOn} helperText={COPY.dueOnHint(PRIVACY_REQUEST_RESPONSE_DAYS)} errorText={errorOf('receivedOn')} required>
                    <Input type="date" {...getFieldProps('receivedOn')} max={dayOf(new Date(Date.now() + 14 * 60 * 60 * 1000))} />
                  </Field>
                  <Field label={COPY.requesterName} errorText={errorOf('requesterName')} required>
                    <Input {...getFieldProps('requesterName')} autoComplete="off" maxLength={DATA_REQUEST_LIMITS.nameMax} />
                  </Field>
                  <Field label={COPY.requesterEmail} errorText={errorOf('requesterEmail')}>
                    <Input type="email" {...getFieldProps('requesterEmail')} autoComplete="off" autoCapitalize="none" maxLength={DATA_REQUEST_LIMITS.emailMax} />
                  </Field>
                  <Field label={COPY.requesterPhone} errorText={errorOf('requesterPhone')}>
                    <Input type="tel" {...getFieldProps('requesterPhone')} autoComplete="off" maxLength={DATA_REQUEST_LIMITS.phoneMax} />
                  </Field>
                  <Field label={COPY.verificationMethod} errorText={errorOf('verificationMethod')} required>
                    <Select label={COPY.verificationMethod} placeholder={COPY.verificationPlaceholder} options={METHOD_OPTIONS} {...getFieldProps('verificationMethod')} />
                  </Field>
                </SimpleGrid>
                <Field label={COPY.verificationDetails} errorText={errorOf('verificationDetails')}>
                  <Textarea {...getFieldProps('verificationDetails')} rows={2} maxLength={DATA_REQUEST_LIMITS.verificationDetailsMax} />
                </Field>
                <HStack gap="2" justify="end">
                  <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                    {COPY.cancel}
                  </Button>
                  <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                    {COPY.save}
                  </Button>
                </HStack>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}

const contactOf = (request: DataRequest) => [request.requester.email, request.requester.phone].filter(Boolean).join(' · ');

type UpdateValues = { status: DataRequestStatus; outcome: string; checklist: Record<DataRequestChecklistItem, boolean>; method: VerificationMethod; details: string };

const updateValuesOf = (request: DataRequest): UpdateValues => ({
  status: request.status,
  outcome: request.outcome ?? '',
  checklist: Object.fromEntries(DATA_REQUEST_CHECKLIST_ITEMS.map((item) => [item, Boolean(request.checklist[item]?.done)])) as Record<DataRequestChecklistItem, boolean>,
  method: request.verification.method,
  details: request.verification.details ?? '',
});

/** Only what staff changed is sent. */
function changesOf(request: DataRequest, values: UpdateValues): DataRequestUpdateInput {
  const before = updateValuesOf(request);
  const changes: DataRequestUpdateInput = {};
  if (values.status !== before.status) changes.status = values.status;
  if (values.outcome.trim() !== before.outcome) changes.outcome = values.outcome.trim();
  const checklist = Object.fromEntries(DATA_REQUEST_CHECKLIST_ITEMS.filter((item) => values.checklist[item] !== before.checklist[item]).map((item) => [item, values.checklist[item]]));
  if (Object.keys(checklist).length) changes.checklist = checklist;
  if (values.method !== before.method || values.details.trim() !== before.details) {
    changes.verification = { method: values.method, ...(values.details.trim() ? { details: values.details.trim() } : {}) };
  }
  return changes;
}

/** One request opened: who, when, how they were checked; its status, what was done, its checklist and its actions. */
function RequestDetail({ request, onSaved, onBack }: { request: DataRequest; onSaved: (saved: DataRequest) => Promise<unknown>; onBack: () => void }) {
  const toast = useToast();
  const typeLabel = DATA_REQUEST_TYPE_LABELS[request.type];
  const urgency = urgencyOf(request, new Date());
  const submit = async (values: UpdateValues, helpers: FormikHelpers<UpdateValues>) => {
    const changes = changesOf(request, values);
    if (Object.keys(changes).length === 0) return;
    try {
      const saved = await updateDataRequest(request.id, changes);
      toast(DATA_REQUEST_TOASTS.updated);
      await onSaved(saved);
      helpers.resetForm({ values: updateValuesOf(saved) });
    } catch (error) {
      const outcome = error instanceof HttpError && error.status === 400 ? serverFieldErrorOf(error, 'outcome') : undefined;
      if (outcome) helpers.setFieldError('outcome', outcome);
      toast({ ...DATA_REQUEST_TOASTS.updateFailed, description: outcome ?? serverMessage(error) ?? DATA_REQUEST_TOASTS.updateFailed.description });
    }
  };
  return (
    <Stack gap="4" as="section" aria-label={COPY.detailTitle(typeLabel, request.requester.name)} data-testid="data-request-detail">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          {COPY.detailTitle(typeLabel, request.requester.name)}
        </Heading>
        <Button variant="outline" size="sm" onClick={onBack}>
          {COPY.back}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" fontSize="sm">
        <Text>
          <strong>{COPY.contact}:</strong> {contactOf(request)}
        </Text>
        <Text>
          <strong>{COPY.columns.received}:</strong> {formatDay(request.receivedOn)}
        </Text>
        <HStack gap="2">
          <Text>
            <strong>{COPY.columns.due}:</strong> <span data-testid="due-on">{formatDay(request.dueOn)}</span>
          </Text>
          <UrgencyBadge urgency={urgency} />
        </HStack>
        <Text color="fg.muted">{COPY.createdBy(request.createdBy, formatDateTime(request.createdAt))}</Text>
        <Text color="fg.muted">{COPY.updatedBy(request.updatedBy, formatDateTime(request.updatedAt))}</Text>
      </SimpleGrid>
      <Formik initialValues={updateValuesOf(request)} onSubmit={submit} enableReinitialize>
        {({ values, errors, isSubmitting, getFieldProps, setFieldValue, dirty }) => (
          <Form noValidate aria-label={COPY.saveChanges}>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <Field label={COPY.status}>
                  <Select label={COPY.status} options={STATUS_OPTIONS} {...getFieldProps('status')} />
                </Field>
                <Field label={COPY.verificationMethod}>
                  <Select label={COPY.verificationMethod} options={METHOD_OPTIONS} {...getFieldProps('method')} />
                </Field>
              </SimpleGrid>
              <Field label={COPY.verificationDetails}>
                <Textarea {...getFieldProps('details')} rows={2} maxLength={DATA_REQUEST_LIMITS.verificationDetailsMax} />
              </Field>
              <Field label={COPY.outcome} errorText={errors.outcome}>
                <Textarea {...getFieldProps('outcome')} rows={3} maxLength={DATA_REQUEST_LIMITS.outcomeMax} />
              </Field>
              <Box as="fieldset">
                <Text as="legend" fontWeight="semibold">
                  {COPY.checklistTitle}
                </Text>
                <Text color="fg.muted" fontSize="sm" mb="2">
                  {COPY.checklistHint}
                </Text>
                <Stack gap="2">
                  {DATA_REQUEST_CHECKLIST_ITEMS.map((item) => {
                    const entry = request.checklist[item];
                    return (
                      <HStack key={item} gap="3" wrap="wrap">
                        <Checkbox.Root checked={values.checklist[item]} onCheckedChange={(details) => setFieldValue(`checklist.${item}`, details.checked === true)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{CHECKLIST_LABELS[item]}</Checkbox.Label>
                        </Checkbox.Root>
                        {entry?.done && entry.by && entry.at ? (
                          <Text fontSize="xs" color="fg.muted">
                            {COPY.checkedBy(entry.by, formatDateTime(entry.at))}
                          </Text>
                        ) : null}
                      </HStack>
                    );
                  })}
                </Stack>
              </Box>
              <HStack justify="end">
                <Button type="submit" colorPalette="navy" loading={isSubmitting} disabled={!dirty}>
                  {COPY.saveChanges}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
      {request.providerResults?.length ? <ProviderResults results={request.providerResults} onRetried={() => onSaved(request)} /> : null}
      <Box>
        <Heading as="h4" size="sm" mb="2">
          {COPY.actionsTitle}
        </Heading>
        {request.actions.length === 0 ? (
          <Text color="fg.muted">{COPY.noActions}</Text>
        ) : (
          <Stack as="ol" gap="2" data-testid="data-request-actions">
            {request.actions.map((action, index) => (
              <Box as="li" key={`${action.at}-${index}`} listStyleType="none" borderWidth="1px" rounded="md" p="2">
                <HStack gap="2" wrap="wrap">
                  <Badge>{ACTION_KIND_LABELS[action.kind] ?? action.kind}</Badge>
                  <Text fontSize="sm">{formatDateTime(action.at)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {COPY.actionBy(action.by)}
                  </Text>
                </HStack>
                <Text fontSize="sm">{action.summary}</Text>
                {action.leadIds?.length ? (
                  <Text fontSize="xs" color="fg.muted">
                    {COPY.leads}: {action.leadIds.join(', ')}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function serverFieldErrorOf(error: HttpError, field: string): string | undefined {
  try {
    return (JSON.parse(error.text) as { fieldErrors?: Record<string, string> }).fieldErrors?.[field];
  } catch {
    return undefined;
  }
}

/**
 * The Privacy view's "Data requests" tab: log a new request, the log (open requests soonest due first, overdue and
 * due-this-week ones marked), and one request opened to answer it.
 */
export function DataRequestsPanel() {
  const requests = useDataRequests();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const now = new Date();
  const opened = requests.data?.find((request) => request.id === openId);

  const columns: Column<DataRequest>[] = [
    { header: COPY.columns.type, cell: (request) => DATA_REQUEST_TYPE_LABELS[request.type] },
    {
      header: COPY.columns.requester,
      cell: (request) => (
        <Stack gap="0">
          <Text>{request.requester.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {contactOf(request)}
          </Text>
        </Stack>
      ),
    },
    { header: COPY.columns.received, cell: (request) => formatDay(request.receivedOn) },
    {
      header: COPY.columns.due,
      cell: (request) => (
        <HStack gap="2">
          <Text whiteSpace="nowrap">{formatDay(request.dueOn)}</Text>
          <UrgencyBadge urgency={urgencyOf(request, now)} />
        </HStack>
      ),
    },
    { header: COPY.columns.status, cell: (request) => DATA_REQUEST_STATUS_LABELS[request.status] },
    {
      header: COPY.columns.open,
      cell: (request) => (
        <Button size="xs" variant="outline" onClick={() => setOpenId(request.id)} aria-label={COPY.openLabel(DATA_REQUEST_TYPE_LABELS[request.type], request.requester.name)}>
          {COPY.open}
        </Button>
      ),
    },
  ];

  if (opened) {
    return <RequestDetail request={opened} onSaved={() => requests.mutate()} onBack={() => setOpenId(undefined)} />;
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted">{COPY.intro}</Text>
        {adding ? null : (
          <Button colorPalette="navy" onClick={() => setAdding(true)}>
            {COPY.newRequest}
          </Button>
        )}
      </Flex>
      {adding ? (
        <NewRequestForm
          onCancel={() => setAdding(false)}
          onDone={async (created) => {
            setAdding(false);
            await requests.mutate();
            setOpenId(created.id);
          }}
        />
      ) : null}
      {requests.error ? <StatusMessage kind="error">{serverMessage(requests.error) ?? COPY.loadFailed}</StatusMessage> : null}
      {!requests.data && !requests.error ? <StatusMessage kind="loading">{COPY.loading}</StatusMessage> : null}
      {requests.data && requests.data.length === 0 ? <StatusMessage kind="empty">{COPY.empty}</StatusMessage> : null}
      {requests.data && requests.data.length > 0 ? (
        <DataTable caption={COPY.listTitle} columns={columns} rows={requests.data} rowKey={(request) => request.id} />
      ) : null}
    </Stack>
  );
}

/**
 * Each provider asked to erase or unsubscribe the person for this request, and how it went; one that has not done it
 * (refused, or still waiting) can be asked again at once.
 */
function ProviderResults({ results, onRetried }: { results: DataRequestProviderResult[]; onRetried: () => Promise<unknown> }) {
  const toast = useToast();
  const [retrying, setRetrying] = useState<string>();
  const retry = async (result: DataRequestProviderResult) => {
    setRetrying(`${result.leadId}:${result.integrationId}`);
    try {
      await retryProviderRequest(result.leadId, result.integrationId);
      toast({ title: COPY.retried, description: '', variant: 'default' });
      await onRetried();
    } catch (error) {
      toast({ title: COPY.retryFailed, description: serverMessage(error) ?? '', variant: 'destructive' });
    } finally {
      setRetrying(undefined);
    }
  };
  return (
    <Box data-testid="data-request-providers">
      <Heading as="h4" size="sm" mb="2">
        {COPY.providersTitle}
      </Heading>
      <Stack as="ul" gap="2">
        {results.map((result) => (
          <HStack as="li" key={`${result.leadId}:${result.integrationId}`} listStyleType="none" gap="2" wrap="wrap" borderWidth="1px" rounded="md" p="2">
            <Text fontSize="sm" fontWeight="semibold">
              {result.integrationName} ({result.provider})
            </Text>
            <Text fontSize="sm">{COPY.providerOperation[result.operation]}</Text>
            <Badge colorPalette={result.state === 'synced' ? 'green' : result.state === 'failed' ? 'red' : 'orange'}>{COPY.providerState[result.state]}</Badge>
            {result.doneAt ? (
              <Text fontSize="xs" color="fg.muted">
                {COPY.providerDone(formatDateTime(result.doneAt))}
              </Text>
            ) : null}
            {result.message ? (
              <Text fontSize="xs" color="fg.muted">
                {result.message}
              </Text>
            ) : null}
            {result.state !== 'synced' ? (
              <Button size="xs" variant="outline" loading={retrying === `${result.leadId}:${result.integrationId}`} onClick={() => void retry(result)}>
                {COPY.retry}
              </Button>
            ) : null}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

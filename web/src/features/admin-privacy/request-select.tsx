import { NativeSelect } from '@chakra-ui/react';
import { isOpenStatus } from '#shared/admin/data-request-contract.ts';
import { DATA_REQUEST_TYPE_LABELS } from '#shared/admin/data-request-messages.ts';
import { PRIVACY_REQUEST_MESSAGES as COPY } from '#shared/admin/privacy-messages.ts';
import { Field } from '../../components/ui/field.tsx';
import { useDataRequests } from './api/get-data-requests.ts';

/**
 * The data request a Privacy view action answers (optional): the open requests of the log (type, requester, day
 * received), or none. The export, restriction, consent and erase actions share it; the request chosen records the
 * action. Shown only while some request is open.
 */
export function RequestSelect({ value, onChange }: { value: string; onChange: (requestId: string) => void }) {
  const requests = useDataRequests();
  const open = (requests.data ?? []).filter((request) => isOpenStatus(request.status));
  if (!open.length) return null;
  return (
    <Field label={COPY.requestLabel}>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={COPY.requestLabel} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{COPY.noRequest}</option>
          {open.map((request) => (
            <option key={request.id} value={request.id}>
              {`${DATA_REQUEST_TYPE_LABELS[request.type]}: ${request.requester.name} (${request.receivedOn})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}

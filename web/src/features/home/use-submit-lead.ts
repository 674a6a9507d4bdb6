import type { FormikHelpers } from 'formik';
import { useRef } from 'react';
import type { LeadFormValues } from '#shared/lead/lead.yup.ts';
import { LEAD_SUCCESS_WHATSAPP_DELAY_MS } from '#shared/main-site/timings.ts';
import { LEAD_TOASTS } from '#shared/site-copy.ts';
import { buildWhatsAppMessage } from '#shared/whatsapp-message.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { track } from '../../lib/analytics.ts';
import { getAttribution } from '../../lib/attribution.ts';
import { openWhatsApp } from '../../lib/open-whatsapp.ts';
import { useCreateLead } from './api/create-lead.ts';

/**
 * The lead form's submit: store the lead, thank the visitor, clear the form and open the WhatsApp chat two seconds
 * later; on failure say so and keep what the visitor typed.
 *
 * One idempotency key per filled-in form: a double click or a retry of the same answers stores one lead, and
 * changed answers or the next form after a success get a new key.
 */
export function useSubmitLead() {
  const { trigger } = useCreateLead();
  const showToast = useToast();
  const submission = useRef<{ key: string; values: string } | null>(null);

  return async (values: LeadFormValues, { resetForm }: FormikHelpers<LeadFormValues>) => {
    const serialized = JSON.stringify(values);
    if (submission.current?.values !== serialized) {
      submission.current = { key: crypto.randomUUID(), values: serialized };
    }
    try {
      await trigger({ lead: values, attribution: getAttribution(), idempotencyKey: submission.current.key });
    } catch {
      showToast({ ...LEAD_TOASTS.failure, type: 'error' });
      return;
    }
    submission.current = null;
    track('lead_form_submit', 'conversion', 'simple_form');
    showToast({ ...LEAD_TOASTS.success, type: 'success' });
    resetForm();
    const message = buildWhatsAppMessage({
      name: values.fullName,
      phone: values.phone,
      email: values.email,
      formType: 'lead',
    });
    window.setTimeout(() => openWhatsApp(message), LEAD_SUCCESS_WHATSAPP_DELAY_MS);
  };
}

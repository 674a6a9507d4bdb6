import type { FormikHelpers } from 'formik';
import type { RefObject } from 'react';
import type { LeadFormValues } from '#shared/lead/lead.yup.ts';
import { TOASTS } from '#shared/main-site/messages.ts';
import { LEAD_SUCCESS_WHATSAPP_DELAY_MS } from '#shared/main-site/timings.ts';
import { ANALYTICS_EVENTS } from '#shared/main-site/analytics-events.ts';
import { businessWhatsAppLink, formWhatsAppMessage, leadWhatsAppInput } from '#shared/main-site/whatsapp-messages.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { track } from '../../lib/analytics.ts';
import { countConversion } from '../../lib/analytics-beacon/start-analytics.ts';
import { getAttribution } from '../../lib/attribution.ts';
import { openWhatsApp } from '../../lib/open-whatsapp.ts';
import { selectedPackage } from '../../lib/selected-package.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { honeypotValue } from '../../lib/honeypot-field.tsx';
import { useCreateLead } from './api/create-lead.ts';
import { useBusinessNumber } from '../../lib/phone-numbers.ts';

/**
 * The lead form's submit: store the lead, thank the visitor, clear the form and open the WhatsApp chat two seconds
 * later; on failure say so and keep what the visitor typed.
 *
 * One idempotency key per filled-in form: a double click or a retry of the same answers stores one lead, while
 * changed answers, or the next form after a success, get a new key.
 */
export function useSubmitLead(form: RefObject<HTMLFormElement | null>) {
  const { trigger } = useCreateLead();
  const showToast = useToast();
  const business = useBusinessNumber();
  const idempotency = useIdempotencyKey();

  return async (values: LeadFormValues, { resetForm }: FormikHelpers<LeadFormValues>) => {
    try {
      await trigger({ lead: values, attribution: getAttribution(), honeypot: honeypotValue(form.current), idempotencyKey: idempotency.keyFor(values) });
    } catch {
      showToast(TOASTS.leadFailure);
      return;
    }
    idempotency.renew();
    track(ANALYTICS_EVENTS.leadFormSubmit);
    countConversion('lead-form');
    showToast(TOASTS.leadSuccess);
    resetForm();
    const chatLink = business.href(businessWhatsAppLink(formWhatsAppMessage(leadWhatsAppInput(values, selectedPackage()))));
    window.setTimeout(() => openWhatsApp(chatLink), LEAD_SUCCESS_WHATSAPP_DELAY_MS);
  };
}

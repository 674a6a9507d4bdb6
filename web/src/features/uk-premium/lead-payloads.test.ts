import { leadCapturePayloadSchema } from '#shared/uk/lead-capture.zod.ts';
import { consultationLead, reportRequestLead } from './lead-payloads.ts';

const form = { name: ' Jane Smith ', email: 'jane@smith.co.uk ', phone: '+44 20 7946 0000', company: 'Smith Ltd', revenue: '500000' };

describe('premium lead captures', () => {
  it('a consultation keeps the company, phone and revenue, from the uk-dubai page, and the API accepts it', () => {
    const lead = consultationLead(form, 'uk-dubai', { page: '/uk-dubai' });
    expect(lead).toMatchObject({
      formType: 'consultation',
      name: 'Jane Smith',
      email: 'jane@smith.co.uk',
      company: 'Smith Ltd',
      revenue: '500000',
      page: 'uk-dubai',
      source: '/uk-dubai',
    });
    expect(leadCapturePayloadSchema.safeParse(JSON.parse(JSON.stringify(lead))).success).toBe(true);
  });

  it('a phone number the API would refuse is left out so the lead is still stored', () => {
    const lead = consultationLead({ ...form, phone: 'call me' }, 'uk-dubai', {});
    expect(lead.phone).toBeUndefined();
    expect(leadCapturePayloadSchema.safeParse(JSON.parse(JSON.stringify(lead))).success).toBe(true);
  });

  it('empty optional fields are not sent', () => {
    const lead = JSON.parse(JSON.stringify(consultationLead({ ...form, phone: ' ', company: '', revenue: '' }, 'uk-dubai', {})));
    expect(Object.keys(lead)).not.toEqual(expect.arrayContaining(['phone']));
    expect(lead.company).toBeUndefined();
    expect(lead.revenue).toBeUndefined();
  });

  it('a report request needs only the e-mail and the API accepts it', () => {
    const lead = reportRequestLead(' jane@smith.co.uk', 'uk-dubai', {});
    expect(lead).toMatchObject({ formType: 'report_request', email: 'jane@smith.co.uk', page: 'uk-dubai', source: '/uk-dubai' });
    expect(lead.name).toBeUndefined();
    expect(leadCapturePayloadSchema.safeParse(JSON.parse(JSON.stringify(lead))).success).toBe(true);
  });
});

import { contactBodySchema } from './lead-contact.zod.ts';
import { followUpBodySchema } from './follow-up.zod.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the follow-up a member of staff plans', () => {
  it('is stored in UTC whatever offset the time was sent with, its note trimmed', () => {
    expect(followUpBodySchema.parse({ at: '2026-11-26T14:30:00+04:00', note: '  Send the quote  ' })).toEqual({ at: '2026-11-26T10:30:00.000Z', note: 'Send the quote' });
    expect(followUpBodySchema.parse({ at: '2026-11-26T10:30:00Z' })).toEqual({ at: '2026-11-26T10:30:00.000Z', note: '' });
  });

  it('refuses a missing or unreadable time and a note over 200 characters, in our words', () => {
    expect(messagesOf(followUpBodySchema.safeParse({}))).toEqual({ at: 'Please give the follow-up date and time' });
    expect(messagesOf(followUpBodySchema.safeParse({ at: '26/11/2026 14:30' }))).toEqual({ at: 'Please give the follow-up date and time' });
    expect(messagesOf(followUpBodySchema.safeParse({ at: '2026-11-26T10:30:00Z', note: 'x'.repeat(201) }))).toEqual({ note: 'Please keep the follow-up note to at most 200 characters' });
  });

  it('can come with a logged contact, which then moves the follow-up there', () => {
    expect(contactBodySchema.parse({ channel: 'call', followUp: { at: '2026-11-27T06:00:00.000Z', note: 'Call back' } })).toEqual({
      channel: 'call',
      followUp: { at: '2026-11-27T06:00:00.000Z', note: 'Call back' },
    });
    expect(messagesOf(contactBodySchema.safeParse({ channel: 'call', followUp: { at: 'soon' } }))).toEqual({ 'followUp.at': 'Please give the follow-up date and time' });
  });
});

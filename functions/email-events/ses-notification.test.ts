import { bounceEvent, bounceNotification, complaintEvent, deliveryEvent } from './ses-events.fixtures.ts';
import { bareAddress, parseSesNotification, suppressesRecipients } from './ses-notification.ts';

const read = (message: object | string) => parseSesNotification(typeof message === 'string' ? message : JSON.stringify(message));

describe('reading what SES reports about an e-mail', () => {
  it('reads a permanent bounce as suppressing its recipient, at the bounce time', () => {
    const parsed = read(bounceEvent('gone@example.com'));

    expect(parsed).toEqual({
      ok: true,
      event: { kind: 'bounce', bounceType: 'Permanent', subType: 'General', recipients: ['gone@example.com'], at: '2026-11-20T10:15:02.669Z', emailKind: 'tax-report' },
    });
    expect(parsed.ok && suppressesRecipients(parsed.event)).toBe(true);
  });

  it('reads a transient or undetermined bounce as suppressing nobody', () => {
    const transient = read(bounceEvent('full@example.com', 'Transient'));
    const undetermined = read(bounceEvent('odd@example.com', 'Undetermined'));

    expect(transient).toMatchObject({ ok: true, event: { kind: 'bounce', bounceType: 'Transient', subType: 'MailboxFull' } });
    expect(transient.ok && suppressesRecipients(transient.event)).toBe(false);
    expect(undetermined.ok && suppressesRecipients(undetermined.event)).toBe(false);
  });

  it('reads a complaint as suppressing its recipient, with the feedback type', () => {
    const parsed = read(complaintEvent('angry@example.com'));

    expect(parsed).toEqual({
      ok: true,
      event: { kind: 'complaint', feedbackType: 'abuse', recipients: ['angry@example.com'], at: '2026-11-20T11:00:00.000Z', emailKind: 'tax-report' },
    });
    expect(parsed.ok && suppressesRecipients(parsed.event)).toBe(true);
  });

  it('ignores a delivery, a send or an open without calling them errors', () => {
    expect(read(deliveryEvent('fine@example.com'))).toEqual({ ok: true, event: { kind: 'ignored', eventType: 'Delivery' } });
    expect(read({ eventType: 'Send', mail: {}, send: {} })).toEqual({ ok: true, event: { kind: 'ignored', eventType: 'Send' } });
    expect(read({ eventType: 'Open', mail: {}, open: {} })).toEqual({ ok: true, event: { kind: 'ignored', eventType: 'Open' } });
  });

  it('reads the older identity notification (notificationType) like the event', () => {
    expect(read(bounceNotification('gone@example.com'))).toMatchObject({ ok: true, event: { kind: 'bounce', bounceType: 'Permanent', recipients: ['gone@example.com'] } });
  });

  it('takes the bare address when SES names the recipient with a display name, once per address', () => {
    const event = bounceEvent('x@example.com');
    event.bounce.bouncedRecipients = [
      { ...event.bounce.bouncedRecipients[0]!, emailAddress: '"Amira Khan" <amira@example.com>' },
      { ...event.bounce.bouncedRecipients[0]!, emailAddress: 'amira@example.com' },
    ];

    expect(read(event)).toMatchObject({ ok: true, event: { recipients: ['amira@example.com'] } });
    expect(bareAddress('not an address')).toBeUndefined();
  });

  it('says why a message cannot be read, without repeating any address from it', () => {
    const noType = read({ bounce: bounceEvent('secret@example.com').bounce });
    const badType = read({ ...bounceEvent('secret@example.com'), bounce: { ...bounceEvent('secret@example.com').bounce, bounceType: 'Soft' } });
    const noRecipients = read({ eventType: 'Complaint', complaint: { complainedRecipients: [], timestamp: '2026-11-20T11:00:00.000Z' } });
    const badRecipient = read({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'secret at example' }], timestamp: '2026-11-20T11:00:00.000Z' } });

    expect(read('not json')).toEqual({ ok: false, problem: 'the message is not JSON' });
    expect(read('[1, 2]')).toEqual({ ok: false, problem: 'the message is not a JSON object' });
    expect(noType).toEqual({ ok: false, problem: 'neither eventType nor notificationType is set' });
    expect(badType).toEqual({ ok: false, problem: 'bounce.bounceType is not Permanent, Transient or Undetermined' });
    expect(noRecipients).toEqual({ ok: false, problem: 'complaint.complainedRecipients is missing or empty' });
    expect(badRecipient).toEqual({ ok: false, problem: 'complaint.complainedRecipients has an entry without a valid emailAddress' });
    expect(JSON.stringify([noType, badType, badRecipient])).not.toContain('secret');
  });
});

import type { Lead } from '../data/leads.ts';
import type { StaffRecord } from '../data/staff-members.ts';
import { digestEmail, digestRecipients, planDigests, type DigestLead, type DigestLinks } from './morning-digest-email.ts';

/** 08:00 in Dubai on 26 November 2026: the digest's run. */
const MORNING = new Date('2026-11-26T04:00:00.000Z');

const member = (username: string, name: string, email: string, enabled = true): StaffRecord => ({
  username,
  name,
  email,
  enabled,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const STAFF = [
  member('sara', 'Sara Khan', 'sara@example.ae'),
  member('omar', 'Omar Haddad', ' omar@example.ae '),
  member('lina', 'Lina Disabled', 'lina@example.ae', false),
  member('nadia', 'Nadia NoMail', ''),
];

const lead = (id: string, fullName: string, extra: Partial<DigestLead> = {}): DigestLead => ({
  id,
  fullName,
  email: `${id}@example.com`,
  phone: '+971 50 000 0000',
  status: 'new',
  ipAddress: '203.0.113.5',
  userAgent: 'test',
  accessedGuide: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const followUp = (at: string, by: string, note = '') => ({ at, note, by, updatedAt: '2026-11-20T09:00:00.000Z' });

/** Sara's lead, its follow-up (planned by Omar) since yesterday morning. */
const OVERDUE = lead('lead-a', 'Aisha Overdue', { owner: 'sara', followUp: followUp('2026-11-25T06:00:00.000Z', 'omar', 'Send the quote') });
/** An unassigned lead whose follow-up Sara planned for this afternoon. */
const DUE_TODAY = lead('lead-b', 'Bilal Today', { firstContactAt: '2026-11-24T08:00:00.000Z', followUp: followUp('2026-11-26T10:30:00.000Z', 'sara') });
/** Omar's lead, due at 09:00. */
const OMARS = lead('lead-c', 'Chen Omar', { owner: 'omar', followUp: followUp('2026-11-26T05:00:00.000Z', 'sara', 'Ask for the passport copy') });
/** Due tomorrow: in nobody's digest today. */
const TOMORROW = lead('lead-t', 'Tariq Tomorrow', { owner: 'sara', followUp: followUp('2026-11-26T20:00:00.000Z', 'sara') });
/** Arrived at 02:00 Dubai time: its promise ends at 02:00 tomorrow. */
const WAITING = lead('lead-w', 'Wafa Waiting', { createdAt: '2026-11-25T22:00:00.000Z' });
const OWNED_WAITING = lead('lead-o', 'Olga Owned', { owner: 'omar', createdAt: '2026-11-25T23:00:00.000Z' });
const RESTRICTED = lead('lead-r', 'Rami Restricted', { restriction: { reason: 'Objected', at: '2026-11-25T00:00:00.000Z', by: 'sara' } } as Partial<Lead>);

const LINKS: DigestLinks = {
  lead: (id) => `https://admin.example.ae/admin?tab=leads&lead=${id}`,
  view: (view) => `https://admin.example.ae/admin?tab=leads&show=${view}`,
};

const plan = (followUps: DigestLead[], waiting: DigestLead[]) => planDigests({ members: digestRecipients(STAFF), followUps, waiting, now: MORNING });

describe('the morning digest', () => {
  it('goes to every enabled member of staff with an e-mail address', () => {
    expect(digestRecipients(STAFF)).toEqual([
      { username: 'omar', name: 'Omar Haddad', email: 'omar@example.ae' },
      { username: 'sara', name: 'Sara Khan', email: 'sara@example.ae' },
    ]);
  });

  it("lists a member's overdue and due-today follow-ups and the unassigned leads waiting, with links into the admin, in Dubai time", () => {
    // Act
    const sara = plan([OVERDUE, OMARS, DUE_TODAY, TOMORROW], [WAITING, OWNED_WAITING, RESTRICTED]).find((digest) => digest.member.username === 'sara')!;
    const email = digestEmail(sara, LINKS, MORNING);

    // Assess
    expect(email.subject).toBe('Your leads for 2026-11-26: 3 to do');
    expect(email.text).toBe(
      [
        'Good morning Sara Khan,',
        '',
        'Overdue follow-ups (1)',
        '- Aisha Overdue (2026-11-25 10:00): Send the quote',
        '  https://admin.example.ae/admin?tab=leads&lead=lead-a',
        '',
        'Follow-ups due today (1)',
        '- Bilal Today (14:30)',
        '  https://admin.example.ae/admin?tab=leads&lead=lead-b',
        '',
        'Unassigned leads waiting for first contact (1)',
        '- Wafa Waiting (answer by 2026-11-27 02:00)',
        '  https://admin.example.ae/admin?tab=leads&lead=lead-w',
        '',
        'Times are Dubai time.',
      ].join('\n'),
    );
  });

  it("gives each member their own follow-ups: an owned lead's to its owner, an unassigned lead's to who planned it", () => {
    // Act
    const omar = plan([OVERDUE, OMARS, DUE_TODAY], []).find((digest) => digest.member.username === 'omar')!;

    // Assess
    expect(digestEmail(omar, LINKS, MORNING).text).toBe(
      [
        'Good morning Omar Haddad,',
        '',
        'Follow-ups due today (1)',
        '- Chen Omar (09:00): Ask for the passport copy',
        '  https://admin.example.ae/admin?tab=leads&lead=lead-c',
        '',
        'Times are Dubai time.',
      ].join('\n'),
    );
  });

  it('sends nothing to a member with nothing to do, and nothing at all when nobody has anything to do', () => {
    expect(plan([OMARS], []).map((digest) => digest.member.username)).toEqual(['omar']);
    expect(plan([TOMORROW], [OWNED_WAITING, RESTRICTED])).toEqual([]);
  });

  it('shows names and notes as text in the HTML part, never as markup', () => {
    // Prepare
    const sneaky = lead('lead-x', 'Eve <img src=x onerror=alert(1)>', { owner: 'sara', followUp: followUp('2026-11-26T10:00:00.000Z', 'sara', 'Ask about "Tom & Jerry"') });

    // Act
    const [sara] = plan([sneaky], []);
    const email = digestEmail(sara!, LINKS, MORNING);

    // Assess
    expect(email.html).toContain('<a href="https://admin.example.ae/admin?tab=leads&amp;lead=lead-x">Eve &lt;img src=x onerror=alert(1)&gt;</a> (14:00): Ask about &quot;Tom &amp; Jerry&quot;');
    expect(email.html).not.toContain('<img');
  });

  it('lists the first 20 leads of a section and links to the view for the rest', () => {
    // Prepare: 25 unassigned leads waiting
    const waiting = Array.from({ length: 25 }, (_, index) => lead(`lead-${index}`, `Waiting ${index}`));

    // Act
    const [omar] = plan([], waiting);
    const email = digestEmail(omar!, LINKS, MORNING);

    // Assess
    expect(email.subject).toBe('Your leads for 2026-11-26: 25 to do');
    expect(email.text).toContain('Unassigned leads waiting for first contact (25)');
    expect(email.text).toContain('- Waiting 19 (answer by 2026-11-21 12:00)');
    expect(email.text).not.toContain('- Waiting 20 ');
    expect(email.text).toContain('...and 5 more in the admin: https://admin.example.ae/admin?tab=leads&show=needs-first-contact');
  });
});

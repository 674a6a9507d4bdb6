/**
 * What the morning digest says and to whom (issue 25, "Owners and follow-ups"), kept free of I/O so its recipients
 * and words are unit-tested: each enabled member of staff with an e-mail address gets one e-mail listing their overdue
 * follow-ups, their follow-ups due later today (the Dubai day) and the unassigned leads waiting for their first
 * contact, each with a link into the admin; a member with nothing to do gets none. The words are
 * shared/admin/follow-up-messages.ts `DIGEST_EMAIL`; every time is Dubai time, the business's clock.
 *
 * "Their" follow-ups: those of the leads they own (`owner`, a staff username), and of a lead without an owner, the
 * follow-up they planned themselves (`followUp.by`), so no follow-up goes unreported while leads are unassigned.
 */
import type { LeadView } from '#shared/admin/api-contract.ts';
import { DIGEST_EMAIL, type DigestLine } from '#shared/admin/follow-up-messages.ts';
import { DUBAI_UTC_OFFSET_HOURS, dubaiDay, promiseDeadline } from '#shared/lead/first-contact-promise.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import type { Lead } from '../data/leads.ts';
import type { StaffRecord } from '../data/staff-members.ts';
import { dubaiDayRange } from '../data/lead-follow-ups.ts';
import { escapeHtml } from '../integrations/staff-email.ts';

/** The lines a section lists at most; the rest are counted, with a link to the view that lists them all. */
export const DIGEST_SECTION_MAX = 20;

export type DigestMember = { username: string; name: string; email: string };

/** A lead as the digest reads it: the owner attribute (a staff username) is absent while the lead is unassigned. */
export type DigestLead = Lead & { owner?: string };

export type MemberDigest = { member: DigestMember; overdue: DigestLead[]; dueToday: DigestLead[]; unassigned: DigestLead[] };

/** Where the digest links: a lead's detail and a view of the lead list, in the admin. */
export type DigestLinks = { lead: (leadId: string) => string; view: (view: LeadView) => string };

/** Who gets a digest: the enabled members of staff with an e-mail address, by username. */
export function digestRecipients(staff: readonly StaffRecord[]): DigestMember[] {
  return staff
    .filter((member) => member.enabled && member.email.trim() !== '')
    .map((member) => ({ username: member.username, name: member.name.trim() || member.username, email: member.email.trim() }))
    .sort((a, b) => a.username.localeCompare(b.username));
}

const ownerOf = (lead: DigestLead) => (typeof lead.owner === 'string' && lead.owner !== '' ? lead.owner : undefined);

/** Who answers for a lead's follow-up: its owner, else the member who planned it. */
const responsibleFor = (lead: DigestLead) => ownerOf(lead) ?? lead.followUp?.by;

/** A lead staff may work on: not erased, and its person has not asked for processing to be restricted. */
const workable = (lead: DigestLead) => !lead.erasedAt && !isProcessingRestricted(lead);

/**
 * Each recipient's digest at `now`: `followUps` are the leads with a follow-up before the end of the Dubai day (overdue
 * and due today), `waiting` the leads waiting for their first contact; members with nothing to do are left out.
 */
export function planDigests(input: { members: readonly DigestMember[]; followUps: readonly DigestLead[]; waiting: readonly DigestLead[]; now: Date }): MemberDigest[] {
  const now = input.now.toISOString();
  const endOfDay = dubaiDayRange(input.now).to;
  const unassigned = input.waiting.filter((lead) => workable(lead) && !ownerOf(lead));
  const planned = input.followUps.filter((lead) => workable(lead) && lead.followUp && lead.followUp.at < endOfDay);
  return input.members
    .map((member) => {
      const theirs = planned.filter((lead) => responsibleFor(lead) === member.username);
      return {
        member,
        overdue: theirs.filter((lead) => lead.followUp!.at < now),
        dueToday: theirs.filter((lead) => lead.followUp!.at >= now),
        unassigned,
      };
    })
    .filter((digest) => digest.overdue.length + digest.dueToday.length + digest.unassigned.length > 0);
}

const HOUR_MS = 3_600_000;

/** A moment in Dubai time: "2026-11-26 10:00" (or "10:00" for a time of today). */
export function dubaiTime(at: string | Date, options: { timeOnly?: boolean } = {}): string {
  const local = new Date(new Date(at).getTime() + DUBAI_UTC_OFFSET_HOURS * HOUR_MS).toISOString();
  return options.timeOnly ? local.slice(11, 16) : `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

type Section = { title: string; lines: DigestLine[]; total: number; view: LeadView };

/** One line per lead: its name, the time that matters, the follow-up's note, the link to its detail. */
function sectionsOf(digest: MemberDigest, links: DigestLinks): Section[] {
  const followUpLine = (timeOnly: boolean) => (lead: DigestLead): DigestLine => ({
    name: lead.fullName,
    when: dubaiTime(lead.followUp!.at, { timeOnly }),
    note: lead.followUp!.note || undefined,
    link: links.lead(lead.id),
  });
  const waitingLine = (lead: DigestLead): DigestLine => ({ name: lead.fullName, when: DIGEST_EMAIL.answerBy(dubaiTime(promiseDeadline(lead.createdAt))), link: links.lead(lead.id) });
  const section = (title: string, leads: DigestLead[], line: (lead: DigestLead) => DigestLine, view: LeadView): Section => ({
    title,
    lines: leads.slice(0, DIGEST_SECTION_MAX).map(line),
    total: leads.length,
    view,
  });
  return [
    section(DIGEST_EMAIL.overdue, digest.overdue, followUpLine(false), 'overdue'),
    section(DIGEST_EMAIL.dueToday, digest.dueToday, followUpLine(true), 'due-today'),
    section(DIGEST_EMAIL.unassigned, digest.unassigned, waitingLine, 'needs-first-contact'),
  ].filter((part) => part.total > 0);
}

/** A visitor's name on one line (what they typed could hold line breaks). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The e-mail of one member's digest: plain text and HTML (the leads' names and notes escaped), Dubai times. */
export function digestEmail(digest: MemberDigest, links: DigestLinks, now: Date): { subject: string; text: string; html: string } {
  const sections = sectionsOf(digest, links);
  const count = digest.overdue.length + digest.dueToday.length + digest.unassigned.length;
  const subject = DIGEST_EMAIL.subject(dubaiDay(now), count);
  const lineText = (line: DigestLine) => `- ${oneLine(line.name)} (${line.when})${line.note ? `: ${oneLine(line.note)}` : ''}\n  ${line.link}`;
  const text = [
    DIGEST_EMAIL.greeting(digest.member.name),
    ...sections.flatMap((section) => [
      '',
      `${section.title} (${section.total})`,
      ...section.lines.map(lineText),
      ...(section.total > section.lines.length ? [`${DIGEST_EMAIL.more(section.total - section.lines.length)}: ${links.view(section.view)}`] : []),
    ]),
    '',
    DIGEST_EMAIL.times,
  ].join('\n');
  const lineHtml = (line: DigestLine) =>
    `<li><a href="${escapeHtml(line.link)}">${escapeHtml(oneLine(line.name))}</a> (${escapeHtml(line.when ?? '')})${line.note ? `: ${escapeHtml(oneLine(line.note))}` : ''}</li>`;
  const html = [
    `<p>${escapeHtml(DIGEST_EMAIL.greeting(digest.member.name))}</p>`,
    ...sections.flatMap((section) => [
      `<h2>${escapeHtml(section.title)} (${section.total})</h2>`,
      '<ul>',
      ...section.lines.map(lineHtml),
      '</ul>',
      ...(section.total > section.lines.length ? [`<p><a href="${escapeHtml(links.view(section.view))}">${escapeHtml(DIGEST_EMAIL.more(section.total - section.lines.length))}</a></p>`] : []),
    ]),
    `<p>${escapeHtml(DIGEST_EMAIL.times)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

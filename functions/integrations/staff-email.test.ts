import type { Lead } from '../data/leads.ts';
import { escapeHtml, leadAdminLink, newLeadEmail, staffRecipients } from './staff-email.ts';

const lead: Lead = {
  id: 'lead-7',
  fullName: 'Eve <img src=x onerror=alert(1)>',
  email: 'eve@example.ae',
  phone: '+971 50 000 0000',
  status: 'new',
  companyName: 'Tom & Jerry "LLC"',
  ipAddress: '203.0.113.5',
  userAgent: 'test',
  accessedGuide: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('the staff e-mail for a new lead', () => {
  it('escapes what the visitor typed in the HTML part', () => {
    // Act
    const email = newLeadEmail(lead, 'https://www.example.com/admin?tab=leads&lead=lead-7');

    // Assess
    expect(email.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('Tom &amp; Jerry &quot;LLC&quot;');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('href="https://www.example.com/admin?tab=leads&amp;lead=lead-7"');
    expect(email.subject).toBe('New lead: Eve <img src=x onerror=alert(1)>');
    expect(email.text).toContain('Email: eve@example.ae');
  });

  it('keeps a subject on one line whatever the visitor typed', () => {
    expect(newLeadEmail({ ...lead, fullName: 'Line\r\nBcc: x@example.com' }, 'link').subject).toBe('New lead: Line Bcc: x@example.com');
  });

  it('goes to the configured addresses, none when none are configured', () => {
    expect(staffRecipients({ STAFF_LEAD_RECIPIENTS: ' a@example.com, b@example.com ,' })).toEqual(['a@example.com', 'b@example.com']);
    expect(staffRecipients({})).toEqual([]);
  });

  it('links to the lead in the admin', () => {
    expect(leadAdminLink('a b', { ADMIN_URL: 'https://www.example.com/admin/' })).toBe('https://www.example.com/admin?tab=leads&lead=a%20b');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

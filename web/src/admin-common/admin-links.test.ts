import { adminLeadLink, adminLeadViewLink } from '#shared/admin/admin-links.ts';
import { parseLeadList, parseTab, URL_KEYS } from './dashboard-url.ts';

const paramsOf = (link: string) => new URL(link).searchParams;

describe('links in the staff e-mails open what they name in the dashboard', () => {
  it("opens the morning digest's 'and more' link on the leads waiting for their first contact", () => {
    // Act
    const params = paramsOf(adminLeadViewLink('https://admin.example.ae/admin/', 'needs-first-contact'));

    // Assess
    expect(parseTab(params)).toBe('leads');
    expect(parseLeadList(params).view).toBe('needs-first-contact');
    expect(params.get('view')).toBeNull();
  });

  it('opens the overdue follow-ups from their link', () => {
    expect(parseLeadList(paramsOf(adminLeadViewLink('https://admin.example.ae/admin', 'overdue'))).view).toBe('overdue');
  });

  it("opens a new lead's link on its detail in Lead Management", () => {
    // Act
    const link = adminLeadLink('https://admin.example.ae/admin', 'lead 1');

    // Assess
    expect(link).toBe('https://admin.example.ae/admin?tab=leads&lead=lead%201');
    expect(parseTab(paramsOf(link))).toBe('leads');
    expect(paramsOf(link).get(URL_KEYS.lead)).toBe('lead 1');
  });
});

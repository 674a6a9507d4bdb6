import { describe, expect, it } from '@jest/globals';
import { parseDialog, withDialog } from './dashboard-url.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the Team view in the address bar', () => {
  it('opens from a link with ?dialog=team, like the audit log', () => {
    expect(parseDialog(params('tab=leads&dialog=team'))).toBe('team');
  });

  it('opens over the tab and leaves no other dialog\'s page behind; closing it keeps the tab', () => {
    // Prepare: the audit log on its second page
    const auditOnPage2 = params('tab=overview&dialog=audit&auditCursor=a1&auditPrev=');

    // Act
    const team = withDialog(auditOnPage2, 'team');
    const closed = withDialog(team, undefined);

    // Assess
    expect(team.toString()).toBe('tab=overview&dialog=team');
    expect(closed.toString()).toBe('tab=overview');
  });
});

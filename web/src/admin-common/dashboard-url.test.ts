import { leadQueryString, parseDialog, parseLeadList, parseTab, withDialog, withQuery, writeLeadList } from './dashboard-url.ts';
import { nextPage, pageNumber, previousPage } from './url-page.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the dashboard tab in the address bar', () => {
  it('opens the tab the link names', () => {
    expect(parseTab(params('tab=leads'))).toBe('leads');
    expect(parseTab(params('tab=performance'))).toBe('performance');
  });

  it('opens Analytics Overview for a missing or unknown tab', () => {
    expect(parseTab(params(''))).toBe('overview');
    expect(parseTab(params('tab=settings'))).toBe('overview');
  });
});

describe('the lead list in the address bar', () => {
  it('reads the filter, the search and the page a shared link carries', () => {
    // Act
    const state = parseLeadList(params('tab=leads&status=contacted&q=%20Sara%20&cursor=c2&prev=&prev=c1'));

    // Assess
    expect(state).toEqual({ view: 'all', status: 'contacted', owner: 'all', q: 'Sara', cursor: 'c2', previous: ['', 'c1'] });
  });

  it('shows every lead, first page, for an unknown filter or a page stack without a page', () => {
    expect(parseLeadList(params('status=lost&show=stale&prev=c1'))).toEqual({ view: 'all', status: 'all', owner: 'all', q: '', cursor: undefined, previous: [] });
  });

  it('cuts a search longer than any name, e-mail or phone', () => {
    expect(parseLeadList(params(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('writes the state back without empty parameters and keeps the tab', () => {
    // Prepare
    const state = { view: 'all' as const, status: 'new' as const, owner: 'all' as const, q: 'sara@example.com', cursor: 'c2', previous: ['', 'c1'] };

    // Act
    const written = writeLeadList(params('tab=leads&lead=L1&status=closed'), state);

    // Assess
    expect(written.toString()).toBe('tab=leads&lead=L1&status=new&q=sara%40example.com&cursor=c2&prev=&prev=c1');
    expect(parseLeadList(written)).toEqual(state);
    expect(writeLeadList(params('tab=leads&q=x&show=needs-first-contact'), { view: 'all', status: 'all', owner: 'all', q: '', previous: [] }).toString()).toBe('tab=leads');
  });

  it('goes forward and back through the pages, returning to the first page', () => {
    // Prepare
    const first = { view: 'all' as const, status: 'all' as const, owner: 'all' as const, q: '', previous: [] };

    // Act
    const second = nextPage(first, 'c1');
    const third = nextPage(second, 'c2');
    const backToSecond = previousPage(third);
    const backToFirst = previousPage(backToSecond);

    // Assess
    expect([pageNumber(first), pageNumber(second), pageNumber(third)]).toEqual([1, 2, 3]);
    expect(third).toEqual({ view: 'all', status: 'all', owner: 'all', q: '', cursor: 'c2', previous: ['', 'c1'] });
    expect(backToSecond).toEqual(second);
    expect(backToFirst).toEqual({ view: 'all', status: 'all', owner: 'all', q: '', cursor: undefined, previous: [] });
    expect(previousPage(backToFirst)).toEqual(backToFirst);
  });

  it('starts again at the first page when the filter or the search changes', () => {
    const third = { view: 'all' as const, status: 'all' as const, owner: 'all' as const, q: '', cursor: 'c2', previous: ['', 'c1'] };

    expect(withQuery(third, { status: 'qualified' })).toEqual({ view: 'all', status: 'qualified', owner: 'all', q: '', previous: [] });
    expect(withQuery(third, { q: ' +9715 ' })).toEqual({ view: 'all', status: 'all', owner: 'all', q: '+9715', previous: [] });
    expect(withQuery(third, { view: 'needs-first-contact' })).toEqual({ view: 'needs-first-contact', status: 'all', owner: 'all', q: '', previous: [] });
  });

  it('keeps the "Needs first contact" view with the status filter in the address bar, and a reload shows it again', () => {
    // Prepare
    const queue = { view: 'needs-first-contact' as const, status: 'new' as const, owner: 'all' as const, q: '', previous: [] };

    // Act
    const written = writeLeadList(params('tab=leads'), queue);

    // Assess
    expect(written.toString()).toBe('tab=leads&show=needs-first-contact&status=new');
    expect(parseLeadList(written)).toEqual({ ...queue, cursor: undefined });
  });

  it('never searches the "Needs first contact" view: choosing it clears the search, a search returns to every lead', () => {
    // Prepare
    const searched = { view: 'all' as const, status: 'new' as const, owner: 'all' as const, q: 'sara', previous: [] };
    const queue = { view: 'needs-first-contact' as const, status: 'new' as const, owner: 'all' as const, q: '', previous: [] };

    // Act + Assess
    expect(withQuery(searched, { view: 'needs-first-contact' })).toEqual(queue);
    expect(withQuery(queue, { q: 'sara' })).toEqual(searched);
    expect(withQuery(queue, { q: '  ' })).toEqual(queue);
    expect(parseLeadList(params('show=needs-first-contact&q=sara')).q).toBe('');
  });

  it('asks the API for the filtered, searched page, leaving out what is not set', () => {
    expect(leadQueryString({ status: 'new', owner: 'all', q: '+971 50', cursor: 'a/b=' }, 25)).toBe('?status=new&q=%2B971+50&cursor=a%2Fb%3D&limit=25');
    expect(leadQueryString({ status: 'all', owner: 'all', q: '' })).toBe('');
    expect(leadQueryString({ view: 'needs-first-contact', status: 'new', owner: 'all', q: '' }, 25)).toBe('?view=needs-first-contact&status=new&limit=25');
  });
});

describe('the audit log and refused requests dialogs in the address bar', () => {
  it('opens the dialog a link names, and none for a missing or unknown one', () => {
    expect(parseDialog(params('tab=overview&dialog=audit'))).toBe('audit');
    expect(parseDialog(params('dialog=refused'))).toBe('refused');
    expect(parseDialog(params('tab=overview'))).toBeUndefined();
    expect(parseDialog(params('dialog=toString'))).toBeUndefined();
  });

  it('opens a dialog on its first page, keeping the tab and the lead list behind it', () => {
    // Act
    const opened = withDialog(params('tab=leads&status=new&cursor=c2&prev='), 'audit');

    // Assess
    expect(opened.toString()).toBe('tab=leads&status=new&cursor=c2&prev=&dialog=audit');
  });

  it('closes the dialog and forgets its page, so opening it again starts at page 1', () => {
    // Prepare: the audit log on its third page, over the lead list's second page.
    const onPage3 = params('tab=leads&cursor=c2&prev=&dialog=audit&auditCursor=a2&auditPrev=&auditPrev=a1');

    // Act
    const closed = withDialog(onPage3, undefined);
    const otherOpened = withDialog(onPage3, 'refused');

    // Assess
    expect(closed.toString()).toBe('tab=leads&cursor=c2&prev=');
    expect(otherOpened.toString()).toBe('tab=leads&cursor=c2&prev=&dialog=refused');
  });
});

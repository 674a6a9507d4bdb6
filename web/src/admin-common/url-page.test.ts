import { nextPage, pageNumber, parsePage, previousPage, withoutPage, writePage } from './url-page.ts';

const params = (query: string) => new URLSearchParams(query);

/** Two lists on one address, each with its own keys (as the lead list and the audit log dialog have). */
const LIST = { cursor: 'cursor', prev: 'prev' };
const LOG = { cursor: 'auditCursor', prev: 'auditPrev' };

describe('a paged list in the address bar', () => {
  it('reads the page and the pages before it from a shared link', () => {
    expect(parsePage(params('tab=leads&auditCursor=a2&auditPrev=&auditPrev=a1'), LOG)).toEqual({ cursor: 'a2', previous: ['', 'a1'] });
  });

  it('shows the first page when the link has no current cursor, whatever pages before it says', () => {
    expect(parsePage(params('auditPrev=a1&auditCursor='), LOG)).toEqual({ cursor: undefined, previous: [] });
  });

  it('writes its page under its own keys, leaving the other list and the tab as they were', () => {
    // Prepare
    const address = params('tab=leads&cursor=c1&prev=&dialog=audit');

    // Act
    const written = writePage(address, LOG, { cursor: 'a2', previous: ['', 'a1'] });

    // Assess
    expect(written.toString()).toBe('tab=leads&cursor=c1&prev=&dialog=audit&auditCursor=a2&auditPrev=&auditPrev=a1');
    expect(parsePage(written, LIST)).toEqual({ cursor: 'c1', previous: [''] });
    expect(address.toString()).toBe('tab=leads&cursor=c1&prev=&dialog=audit');
  });

  it('writes nothing for the first page', () => {
    expect(writePage(params('dialog=audit&auditCursor=a2&auditPrev='), LOG, { previous: [] }).toString()).toBe('dialog=audit');
    expect(withoutPage(params('dialog=audit&auditCursor=a2&auditPrev='), LOG).toString()).toBe('dialog=audit');
  });

  it('goes forward and back through the pages, numbering them from 1, and Previous on page 1 stays there', () => {
    // Prepare
    const first = { previous: [] };

    // Act
    const second = nextPage(first, 'a1');
    const third = nextPage(second, 'a2');
    const backToSecond = previousPage(third);
    const backToFirst = previousPage(backToSecond);

    // Assess
    expect([pageNumber(first), pageNumber(second), pageNumber(third)]).toEqual([1, 2, 3]);
    expect(third).toEqual({ cursor: 'a2', previous: ['', 'a1'] });
    expect(backToSecond).toEqual(second);
    expect(backToFirst).toEqual({ cursor: undefined, previous: [] });
    expect(pageNumber(backToFirst)).toBe(1);
    expect(previousPage(backToFirst)).toEqual(backToFirst);
  });

  it('a reloaded page 3 goes back to page 2 and then page 1', () => {
    // Prepare
    const reloaded = parsePage(params(writePage(params(''), LOG, { cursor: 'a2', previous: ['', 'a1'] }).toString()), LOG);

    // Act
    const second = previousPage(reloaded);

    // Assess
    expect(pageNumber(reloaded)).toBe(3);
    expect(second).toEqual({ cursor: 'a1', previous: [''] });
    expect(previousPage(second)).toEqual({ cursor: undefined, previous: [] });
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkHtml, failures, formatFailure, type VnuMessage } from './check-html.ts';

const VALID_PAGE = '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Fine</title></head>\n<body><a href="/">Home</a></body>\n</html>\n';
const INVALID_PAGE =
  '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Broken</title></head>\n<body>\n<a type="button" href="/">Home</a>\n</body>\n</html>\n';

describe('the HTML check of the built pages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'check-html-'));
    await mkdir(join(dir, 'broken'));
    await writeFile(join(dir, 'index.html'), VALID_PAGE);
    await writeFile(join(dir, 'broken/index.html'), INVALID_PAGE);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('runs the W3C checker on every page and names the file, line and message of each error', async () => {
    const result = await checkHtml(dir);

    expect(result.pages).toBe(2);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/^broken\/index\.html:5:\d+: Bad value “button” for attribute “type” on element “a”/);
  });

  test('refuses to pass a folder that holds no page', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'check-html-empty-'));
    try {
      await expect(checkHtml(empty)).rejects.toThrow('No .html file');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('what fails the HTML check', () => {
  const message = (type: VnuMessage['type'], subType?: string): VnuMessage => ({ type, subType, message: 'm' });

  test('errors and pages the checker could not read fail it; warnings and notes do not', () => {
    const kept = failures([message('error'), message('non-document-error'), message('info', 'warning'), message('info')]);

    expect(kept.map((entry) => entry.type)).toEqual(['error', 'non-document-error']);
  });

  test('an error reads as the page relative to the built folder, its line and column, the message and the markup', () => {
    const line = formatFailure(
      { type: 'error', url: 'file:/srv/web/uk/index.html', lastLine: 124, firstColumn: 939, message: 'Bad value.', extract: '<a type="button"\n href="/">' },
      '/srv/web',
    );

    expect(line).toBe('uk/index.html:124:939: Bad value.\n    <a type="button" href="/">');
  });
});

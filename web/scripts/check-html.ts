/**
 * `npm run check:html`: runs the W3C Nu HTML Checker over every built page (each .html file under dist/web, or
 * WEB_OUT_DIR, the admin's page included) and fails listing each error's file, line, column and message.
 *
 * The checker is the vnu-jar package's vnu.jar, run on the Java the project already needs (DynamoDB Local). It is
 * started with `java -jar` directly: the package's own launcher would download a Java runtime when none is found, and
 * its install script, which does the same, is turned off (package.json, allowScripts). Nothing is downloaded.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
/** The package's main export is the path of the vnu.jar it ships. */
const VNU_JAR = String(require('vnu-jar'));

/** One message of the checker's JSON report (https://github.com/validator/validator/wiki/Output-»-JSON). */
export type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** Every .html file under `dir`, sorted. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The messages that fail the check: errors in a page, and anything that kept a page from being checked. */
export function failures(messages: readonly VnuMessage[]): VnuMessage[] {
  return messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
}

/** One line per failure: `file:line:column: message`, the file relative to the checked folder. */
export function formatFailure(message: VnuMessage, root: string): string {
  const file = message.url?.startsWith('file:') ? relative(root, fileURLToPath(message.url)) : (message.url ?? '(no file)');
  const line = message.lastLine ?? message.firstLine;
  const position = line === undefined ? '' : `:${line}:${message.firstColumn ?? message.lastColumn ?? 1}`;
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${file}${position}: ${message.message}${extract}`;
}

/** Runs the checker over `files`; resolves to its messages (errors only). */
export function runChecker(files: readonly string[]): Promise<VnuMessage[]> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && 'code' in error && error.code === 'ENOENT') {
          reject(new Error('The HTML check needs Java on the PATH (the same Java DynamoDB Local runs on).'));
          return;
        }
        // The JSON report goes to stderr; the exit status is 1 when it lists an error.
        const start = stderr.indexOf('{');
        try {
          if (start < 0) throw new Error('no report');
          const report = JSON.parse(stderr.slice(start)) as { messages: VnuMessage[] };
          resolvePromise(report.messages);
        } catch {
          reject(new Error(`The HTML checker gave no report:\n${stderr || error?.message}`));
        }
      },
    );
  });
}

/** Checks every page under `dir`; resolves to the failure lines (empty when every page is valid). */
export async function checkHtml(dir: string): Promise<{ pages: number; failures: string[] }> {
  const files = await htmlFiles(dir);
  if (files.length === 0) throw new Error(`No .html file under ${dir}: run the build first (npm run build:web).`);
  const messages = await runChecker(files);
  return { pages: files.length, failures: failures(messages).map((message) => formatFailure(message, dir)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.env.WEB_OUT_DIR ?? resolve(import.meta.dirname, '../../dist/web'));
  const result = await checkHtml(dir);
  if (result.failures.length > 0) {
    console.error(result.failures.join('\n'));
    console.error(`\nThe HTML check failed: ${result.failures.length} error(s) in ${dir} (W3C Nu HTML Checker).`);
    process.exit(1);
  }
  console.log(`HTML check: ${result.pages} pages valid (W3C Nu HTML Checker).`);
}

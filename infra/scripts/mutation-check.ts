/**
 * `npm run test:mutation`: proves the tests pin the spec's rules. For every literal inside the rule constants of
 * shared/ (minimums, messages, prices, rates, timings, numbers, keys) it makes one mutant at a time: an integer gets
 * +1, a fraction moves by one unit in its last decimal place, a string gets one character changed. It writes the
 * mutant into the file, runs the unit tests related to that file (Jest's --findRelatedTests, so every test that
 * imports it directly or through other modules), and restores the file. A mutant is killed when a test fails; one
 * that survives is a rule no test would notice changing. It prints each result and the score.
 *
 * Options: `-- --only <path part>[,<path part>…]` limits the files (e.g. `--only lead-rules,packages`), `-- --list` prints the mutants
 * without running them. Slow on purpose (one Jest run per mutant), so it is not part of `npm test`.
 *
 * The file is restored in `finally`, on Ctrl+C / SIGTERM, and, should the process have been killed outright, from the
 * backup written beside it (`<file>.mutation-backup`) on the next run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The rule modules and, where a module also holds things the spec does not state (page copy, our own limits), the
 * constants whose values the spec states. `constants: 'all'` takes every exported UPPER_CASE constant.
 */
type Target = {
  file: string;
  constants: 'all' | string[];
  /** Property names whose values are our own wording, not the spec's (e.g. a package's description). */
  skipProperties?: string[];
};

const TARGETS: Target[] = [
  { file: 'shared/lead/lead-rules.ts', constants: ['LEAD_LIMITS', 'LEAD_MESSAGES', 'IDEMPOTENCY_HEADER'] },
  { file: 'shared/main-site/newsletter.ts', constants: 'all' },
  { file: 'shared/main-site/messages.ts', constants: 'all' },
  { file: 'shared/auth/login-rules.ts', constants: 'all' },
  { file: 'shared/uk/form-rules.ts', constants: 'all' },
  { file: 'shared/uk/pdf-request.ts', constants: ['TAX_REPORT_PATH', 'TAX_REPORT_CREATED_STATUS', 'PDF_REQUEST_MESSAGES'] },
  { file: 'shared/uk/tax-report-rules.ts', constants: ['PLAIN_NAME_MAX', 'TAX_REPORT_LIMITS', 'TAX_REPORT_LIMIT_MESSAGES'] },
  { file: 'shared/main-site/newsletter-confirmation.ts', constants: ['NEWSLETTER_CONFIRM_PAGE', 'NEWSLETTER_CONFIRM_PATH', 'NEWSLETTER_ACCEPTED', 'NEWSLETTER_CONFIRMATION_RULES', 'NEWSLETTER_CONFIRMATION_COPY'] },
  { file: 'shared/uk/tax-engine.ts', constants: ['CALCULATOR_RATES', 'TAX_CALCULATION_DELAY_MS', 'EXTRACTION_METHODS'] },
  { file: 'shared/main-site/packages.ts', constants: 'all', skipProperties: ['description'] },
  { file: 'shared/main-site/calculator.ts', constants: 'all' },
  { file: 'shared/main-site/comparison.ts', constants: ['COMPARISON_TITLE', 'COMPARISON_ROWS', 'COMPARISON_FEATURES'] },
  { file: 'shared/main-site/advisory-content.ts', constants: ['ADVISORY_STATS'] },
  { file: 'shared/main-site/timings.ts', constants: 'all' },
  { file: 'shared/contact.ts', constants: ['CONTACT'] },
  { file: 'shared/main-site/whatsapp-messages.ts', constants: 'all' },
  { file: 'shared/uk/whatsapp.ts', constants: ['UK_PHONE_NUMBERS', 'AMOUNT_PLACEHOLDER', 'UK_DUBAI_3_BUTTON_SENTENCES'], skipProperties: ['displayName', 'description'] },
  { file: 'shared/uk/cost-of-living.ts', constants: ['AED_TO_GBP', 'COST_DATA_AS_OF', 'INITIALLY_OPEN'] },
  { file: 'shared/main-site/consent.ts', constants: 'all' },
  { file: 'shared/main-site/analytics-events.ts', constants: ['ANALYTICS_EVENTS'] },
  { file: 'shared/uk/offer-clock.ts', constants: 'all' },
  { file: 'shared/uk/london-hours.ts', constants: ['UK_CALL_HOURS', 'UK_CALL_RECHECK_MS', 'LONDON_TIME_ZONE'] },
  { file: 'shared/uk/device-profile.ts', constants: 'all' },
  { file: 'shared/uk/lead-capture.ts', constants: ['LEAD_CAPTURE_PATH', 'LEAD_CAPTURE_FORM_TYPES', 'WHATSAPP_COUNTDOWN_SECONDS'] },
  { file: 'shared/uk/content/claims.ts', constants: ['HEADLINE_BREAKDOWN', 'HEADLINE_ANNUAL_SAVING', 'HEADLINE_ANNUAL_SAVING_TEXT', 'DAILY_SAVING', 'DAILY_SAVING_ALT', 'TESTIMONIAL_RATING', 'CLAIMS', 'SALES_TAX_RATES', 'SALES_TAX_RATE_VALUES', 'MARKET_FACTS', 'LIFESTYLE_FACTS'] },
  { file: 'shared/main-site/tracking-tags.ts', constants: ['TAG_TYPES'] },
  { file: 'shared/admin/content-rules.ts', constants: ['CONTENT_LIMITS', 'CONTENT_MESSAGES', 'CONTENT_TOASTS', 'PAGE_CONTENT_TOASTS'] },
  { file: 'shared/cms/editable-elements.ts', constants: ['ELEMENT_TYPES', 'EDITABLE_SECTIONS'] },
  { file: 'shared/admin/phone-config-rules.ts', constants: ['PHONE_CONFIG_TOASTS'], skipProperties: ['title', 'variant'] },
  { file: 'shared/admin/tracking-tag-rules.ts', constants: ['TRACKING_TAG_TOASTS', 'TAG_ID_FORMAT_MESSAGES'], skipProperties: ['title', 'variant'] },
  { file: 'shared/admin/performance-rules.ts', constants: ['VITAL_THRESHOLDS', 'VITAL_TARGETS'] },
  {
    file: 'shared/admin/integration-rules.ts',
    constants: ['INTEGRATION_LIMITS', 'INTEGRATION_MESSAGES', 'INTEGRATION_TOASTS', 'INTEGRATION_DELETE_CONFIRM', 'INTEGRATIONS_LOADING'],
  },
  { file: 'shared/admin/integrations-contract.ts', constants: ['INTEGRATION_PROVIDERS', 'SYNC_STATES'] },
  { file: 'shared/admin/integrations-copy.ts', constants: ['INTEGRATION_VIEWS'] },
  { file: 'shared/public-forms/honeypot.ts', constants: 'all' },
  { file: 'shared/public-forms/rate-limit.ts', constants: 'all' },
  { file: 'shared/public-forms/idempotency.ts', constants: 'all' },
  { file: 'web/src/lib/outbox-policy.ts', constants: ['OUTBOX_LIMITS'] },
];

export type Mutant = { file: string; constant: string; line: number; start: number; end: number; original: string; replacement: string };

const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

/** One character changed, so an exact or a containing match of the text fails: letters and digits shift by one. */
export function mutateString(text: string): string {
  const index = text.search(/[A-Za-z0-9]/);
  if (index === -1) return `${text}x`;
  const c = text[index];
  const next = c === 'z' ? 'a' : c === 'Z' ? 'A' : c === '9' ? '0' : String.fromCharCode(c.charCodeAt(0) + 1);
  return text.slice(0, index) + next + text.slice(index + 1);
}

/** An integer moves by one; a fraction by one unit of its last decimal place (0.235 -> 0.236). */
export function mutateNumber(text: string): string {
  const clean = text.replace(/_/g, '');
  const decimals = clean.includes('.') ? clean.split('.')[1].length : 0;
  const step = 10 ** -decimals;
  return (Number(clean) + step).toFixed(decimals);
}

function isInTypePosition(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isTypeNode(n)) return true;
  return false;
}

/** Every literal value (not property names, not types) inside the chosen exported constants of one file. */
export function findMutants({ file, constants, skipProperties = [] }: Target): Mutant[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const mutants: Mutant[] = [];
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(sf);
      if (!CONSTANT_NAME.test(name) || !declaration.initializer) continue;
      if (constants !== 'all' && !constants.includes(name)) continue;
      const visit = (node: ts.Node): void => {
        const parent = node.parent;
        const isKey = (ts.isPropertyAssignment(parent) && parent.name === node) || ts.isComputedPropertyName(parent);
        if (ts.isPropertyAssignment(node) && skipProperties.includes(node.name.getText(sf))) return;
        if (!isKey && !isInTypePosition(node)) {
          const start = node.getStart(sf);
          const line = sf.getLineAndCharacterOfPosition(start).line + 1;
          if (ts.isNumericLiteral(node)) {
            const original = node.getText(sf);
            mutants.push({ file, constant: name, line, start, end: node.end, original, replacement: mutateNumber(original) });
          } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
            const original = node.getText(sf);
            const quote = original[0];
            const escaped = mutateString(node.text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replaceAll(quote, `\\${quote}`);
            const replacement = quote + escaped + quote;
            mutants.push({ file, constant: name, line, start, end: node.end, original, replacement });
          } else if (ts.isTemplateExpression(node)) {
            // `Name must be at most ${max} characters`: the head's text is the copy; the substitutions are other constants.
            const head = node.head;
            if (head.text !== '') {
              const hs = head.getStart(sf);
              const original = head.getText(sf);
              mutants.push({ file, constant: name, line, start: hs, end: head.end, original, replacement: `\`${mutateString(head.text)}\${` });
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(declaration.initializer);
    }
  }
  return mutants;
}

const backupOf = (path: string) => `${path}.mutation-backup`;
const LOCK = join(ROOT, '.mutation-check.lock');

/** Takes the run lock, unless a live process holds it; it is released when this process exits. */
function takeLock(): boolean {
  if (existsSync(LOCK)) {
    const holder = Number(readFileSync(LOCK, 'utf8'));
    try {
      process.kill(holder, 0);
      console.error(`Another mutation check (process ${holder}) is running; wait for it to finish.`);
      process.exitCode = 1;
      return false;
    } catch {
      // The holder is gone: its lock is stale.
    }
  }
  writeFileSync(LOCK, String(process.pid));
  process.on('exit', () => rmSync(LOCK, { force: true }));
  return true;
}

/** Puts back any file a killed earlier run left mutated. */
function restoreLeftovers(): void {
  for (const { file } of TARGETS) {
    const path = join(ROOT, file);
    if (existsSync(backupOf(path))) {
      renameSync(backupOf(path), path);
      console.log(`restored ${file} from the backup an interrupted run left`);
    }
  }
}

/** How many unit test files import the file, directly or through other modules. */
function relatedTestCount(file: string): number {
  const result = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'unit', '--listTests', '--findRelatedTests', file],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return result.stdout.split('\n').filter((line) => line.endsWith('.test.ts') || line.endsWith('.test.tsx')).length;
}

/** Runs the unit tests that import the file (directly or not); true when all pass. */
function relatedTestsPass(file: string): boolean {
  const result = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'unit',
      '--findRelatedTests',
      file,
      '--runInBand',
      '--bail',
      '--silent',
      '--passWithNoTests=false',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT' } },
  );
  return result.status === 0;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const listOnly = args.includes('--list');
  if (!listOnly) {
    // One run at a time: a second run would take the first one's mutant for a leftover and restore it mid-test.
    if (!takeLock()) return;
    restoreLeftovers();
  }

  const parts = only?.split(',') ?? [];
  const targets = TARGETS.filter((t) => parts.length === 0 || parts.some((part) => t.file.includes(part)));
  const mutants = targets.flatMap((t) => findMutants(t));
  if (listOnly) {
    for (const m of mutants) console.log(`${m.file}:${m.line} ${m.constant} ${m.original} -> ${m.replacement}`);
    console.log(`${mutants.length} mutants`);
    return;
  }

  let current: { path: string; original: string } | undefined;
  const restore = () => {
    if (!current) return;
    writeFileSync(current.path, current.original);
    rmSync(backupOf(current.path), { force: true });
    current = undefined;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      restore();
      console.log(`\ninterrupted (${signal}); files restored`);
      process.exit(130);
    });
  }

  const survivors: Mutant[] = [];
  let killed = 0;
  const started = Date.now();
  try {
    for (const target of targets) {
      const path = join(ROOT, target.file);
      const original = readFileSync(path, 'utf8');
      const targetMutants = mutants.filter((x) => x.file === target.file);
      if (relatedTestCount(target.file) === 0) {
        // No test imports the module at all: every change to it would go unnoticed.
        for (const m of targetMutants) console.log(`SURVIVED ${m.file}:${m.line} ${m.constant} ${m.original} -> ${m.replacement} (no related test)`);
        survivors.push(...targetMutants);
        continue;
      }
      if (!relatedTestsPass(target.file)) {
        throw new Error(`the tests related to ${target.file} fail before any mutation; fix them first`);
      }
      for (const m of targetMutants) {
        writeFileSync(backupOf(path), original);
        current = { path, original };
        writeFileSync(path, original.slice(0, m.start) + m.replacement + original.slice(m.end));
        const pass = relatedTestsPass(target.file);
        restore();
        if (pass) survivors.push(m);
        else killed += 1;
        console.log(`${pass ? 'SURVIVED' : 'killed  '} ${relative(ROOT, path)}:${m.line} ${m.constant} ${m.original} -> ${m.replacement}`);
      }
    }
  } finally {
    restore();
  }

  const total = killed + survivors.length;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nmutation score: ${killed}/${total} killed (${total ? ((100 * killed) / total).toFixed(1) : '100.0'}%) in ${minutes} min`);
  if (survivors.length) {
    console.log('survivors (no test notices these changing):');
    for (const m of survivors) console.log(`  ${m.file}:${m.line} ${m.constant} ${m.original}`);
    process.exitCode = 1;
  }
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('mutation-check.ts')) await main();

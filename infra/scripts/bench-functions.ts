/**
 * The functions' part of `npm run bench` (`npm run bench -- --only=functions` alone): builds every Lambda bundle and,
 * per function, its minified size and its module initialisation time (the import of the built index.mjs in a fresh
 * Node 24 process, with --enable-source-maps as deployed, the median of INIT_RUNS), each next to its budget.
 * The import runs in a sandbox laid out as on Lambda (lambda-sandbox.ts), so it loads the SDK and pdf-lib from the
 * built layer, and that loading counts in the init time.
 * The bench reports the budgets rather than a test failing on them: a bundle's size moves with every SDK release, and
 * like the page budgets it is a figure to watch and record (README), not a gate that a dependency bump should break.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS_DIST, buildFunctions } from './build-functions.ts';
import { BUNDLE_FILE } from './lambda-bundling.ts';
import { lambdaSandbox } from './lambda-sandbox.ts';

/** The budgets of each function: a bundle small enough and an init fast enough for a cold start within a tap. */
export const FUNCTION_BUDGETS = { bundleKb: 250, initMs: 150 } as const;

const INIT_RUNS = Number(process.env.BENCH_INIT_RUNS ?? 5);

/** What a deployed function finds in its environment, so module initialisation runs as it does on Lambda. */
const FUNCTION_ENV = {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  TABLE_NAME: 'bench-table',
  USER_POOL_ID: 'eu-west-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  SES_SENDER: 'no-reply@example.com',
  STAFF_LEAD_RECIPIENTS: 'staff@example.com',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

export type FunctionBenchRow = { name: string; bundleKb: number; initMs: number };

/** Milliseconds one fresh Node process takes to import the bundle (its top-level code included). */
function initOnce(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(String(performance.now()-t));`;
  const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...FUNCTION_ENV },
    encoding: 'utf8',
  });
  return Number(output);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Builds every function and job and measures each bundle; the largest first. */
export async function functionBench(): Promise<FunctionBenchRow[]> {
  await buildFunctions();
  const names = readdirSync(FUNCTIONS_DIST);
  const sandbox = lambdaSandbox(names.map((name) => join(FUNCTIONS_DIST, name)));
  try {
    const rows = names.map((name) => {
      const file = join(FUNCTIONS_DIST, name, BUNDLE_FILE);
      const initMs = median(Array.from({ length: INIT_RUNS }, () => initOnce(sandbox.bundle(name))));
      return { name, bundleKb: Math.round(statSync(file).size / 102.4) / 10, initMs: Math.round(initMs) };
    });
    return rows.sort((a, b) => b.bundleKb - a.bundleKb);
  } finally {
    sandbox.remove();
  }
}

/** One line per function, each figure next to its budget, ✗ where it is missed. */
export function printFunctionBench(rows: FunctionBenchRow[]): void {
  console.log(`Functions: bundle (minified, KB ≤ ${FUNCTION_BUDGETS.bundleKb}) and module init (median of ${INIT_RUNS}, ms ≤ ${FUNCTION_BUDGETS.initMs}); ✗ = over budget`);
  console.table(
    rows.map((row) => ({
      function: row.name,
      [`bundle KB (≤${FUNCTION_BUDGETS.bundleKb})`]: `${row.bundleKb}${row.bundleKb > FUNCTION_BUDGETS.bundleKb ? '✗' : ' '}`,
      [`init ms (≤${FUNCTION_BUDGETS.initMs})`]: `${row.initMs}${row.initMs > FUNCTION_BUDGETS.initMs ? '✗' : ' '}`,
    })),
  );
  const over = rows.filter((row) => row.bundleKb > FUNCTION_BUDGETS.bundleKb || row.initMs > FUNCTION_BUDGETS.initMs);
  console.log(over.length ? `${over.length} of ${rows.length} functions over budget` : `All ${rows.length} functions within budget`);
}

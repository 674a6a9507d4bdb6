/**
 * The set-up the operator scripts share (`leads:rebuild`, `leads:backfill-phones`, `privacy:rerun-erasures`,
 * `privacy:backfill-person-keys`): their command-line options and the table they work on.
 *
 * Options are `--name=value` or `--name value`, flags `--name`; an option the script does not know stops it with a
 * readable message before anything is read or written. The table: without --endpoint and --table, the local stack's
 * table in $DATA_DIR (a DynamoDB Local started on its data folder; stop `npm start` first); with --endpoint, that
 * DynamoDB (e.g. a running local stack's); with --table alone, the deployed table, with the shell's AWS credentials.
 */
import { join, resolve } from 'node:path';
import { ensureTable, startDynamoDb } from '../local/dynamodb.ts';
import { LOCAL_TABLE_NAME } from '../local/stack.ts';

export type ScriptArgs = {
  /** The value of `--name=value` or `--name value`, if given. */
  option: (name: string) => string | undefined;
  /** Whether `--name` was given. */
  flag: (name: string) => boolean;
};

/** A command line the script cannot run with: its message says why, and nothing was read or written. */
export class ScriptArgumentError extends Error {
  override name = 'ScriptArgumentError';
}

/** The options every script that opens the table accepts. */
const TABLE_OPTIONS = ['endpoint', 'table'] as const;

/**
 * Reads the command line: `options` take a value, `flags` do not. Throws a message naming what is wrong (an unknown
 * option, an option without its value).
 */
export function parseScriptArgs(spec: { options?: readonly string[]; flags?: readonly string[] }, argv: readonly string[] = process.argv.slice(2)): ScriptArgs {
  const known = new Set([...TABLE_OPTIONS, ...(spec.options ?? [])]);
  const flags = new Set(spec.flags ?? []);
  const values = new Map<string, string>();
  const given = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const match = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new ScriptArgumentError(`Unexpected argument "${arg}". Options: ${[...known, ...flags].map((name) => `--${name}`).join(', ')}.`);
    const [, name, inline] = match as unknown as [string, string, string | undefined];
    if (flags.has(name) && inline === undefined) {
      given.add(name);
      continue;
    }
    if (!known.has(name)) throw new ScriptArgumentError(`Unknown option --${name}. Options: ${[...known, ...flags].map((option) => `--${option}`).join(', ')}.`);
    const value = inline ?? argv[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new ScriptArgumentError(`--${name} needs a value.`);
    if (inline === undefined) index++;
    values.set(name, value);
  }
  return { option: (name) => values.get(name), flag: (name) => given.has(name) };
}

/** A whole-number option of at least 1 (`fallback` when absent). */
export function positiveIntegerOption(args: ScriptArgs, name: string, fallback: number): number {
  const raw = args.option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ScriptArgumentError(`--${name} must be a whole number of at least 1, not "${raw}".`);
  return value;
}

export type ScriptTable = {
  tableName: string;
  /** The local data folder when the script opened the local stack's table itself (its keys live there too). */
  localDataDir?: string;
};

/**
 * Opens the table the arguments name (see the header), sets the variables the functions' DynamoDB client and config
 * read, runs `work`, and stops the DynamoDB Local it started. The functions' modules must be imported inside `work`
 * (their client reads its endpoint when loaded).
 */
export async function withScriptTable<T>(args: ScriptArgs, work: (table: ScriptTable) => Promise<T>): Promise<T> {
  const projectRoot = resolve(import.meta.dirname, '../..');
  const tableName = args.option('table') ?? LOCAL_TABLE_NAME;
  const deployed = args.option('table') !== undefined && args.option('endpoint') === undefined;
  const localDataDir = deployed || args.option('endpoint') ? undefined : resolve(projectRoot, process.env.DATA_DIR ?? '.local/data');
  const dynamo = localDataDir ? await startDynamoDb({ dataDir: join(localDataDir, 'dynamodb') }) : undefined;
  const endpoint = args.option('endpoint') ?? dynamo?.endpoint;
  try {
    if (endpoint) {
      await ensureTable(endpoint, tableName);
      Object.assign(process.env, { AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
    }
    process.env.TABLE_NAME = tableName;
    return await work({ tableName, ...(localDataDir ? { localDataDir } : {}) });
  } finally {
    await dynamo?.stop();
  }
}

/** Runs a script's main function; a failure exits with status 1 (a wrong command line prints only its message). */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ScriptArgumentError ? error.message : error);
    process.exitCode = 1;
  });
}

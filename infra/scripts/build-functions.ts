/**
 * Bundles every route's handler (functions/routes.ts) into dist/functions/<FunctionName>/index.mjs, the folders the
 * API stack deploys as Lambda code. `npm run build:functions` runs it; the infra tests' global setup and synth.ts
 * call buildFunctions() in-process.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { EVENT_HANDLERS, JOBS, ROUTES, functionName, routeKey, type EventHandler, type Job, type Route } from '#functions/routes.ts';
import { FONT_ASSET_DIR, REPORT_FONTS } from '#functions/tax-report/report-fonts.ts';
import { BUNDLE_FILE, CREDENTIALS_ALIAS, LAMBDA_BUNDLING, LAYER_COPIED_PACKAGES, LAYER_PACKAGES } from './lambda-bundling.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the bundles go: one folder per route function. */
export const FUNCTIONS_DIST = join(ROOT, 'dist/functions');

export type BuiltFunction = { route: Route; name: string; file: string; bytes: number };
export type BuiltJob = { job: Job | EventHandler; name: string; file: string; bytes: number };

/** The folder holding a background job's bundle. */
export const jobBundleDir = (job: Pick<Job, 'name'>, dist = FUNCTIONS_DIST) => join(dist, job.name);

/** Bundles every background job (JOBS) and event handler (EVENT_HANDLERS) beside the route functions. */
export async function buildJobs(dist = FUNCTIONS_DIST): Promise<BuiltJob[]> {
  return Promise.all(
    [...JOBS, ...EVENT_HANDLERS].map(async (job) => {
      const outdir = jobBundleDir(job, dist);
      await build({ ...LAMBDA_BUNDLING, entryPoints: { index: join(ROOT, 'functions', job.handler) }, outdir });
      const file = join(outdir, BUNDLE_FILE);
      return { job, name: job.name, file, bytes: statSync(file).size };
    }),
  );
}

/**
 * Files a route's function reads at run time, copied beside its bundle (into its Lambda asset) instead of being
 * inlined in the JavaScript: the tax report's fonts (one of them 10 MB). Keyed by handler; paths inside the asset.
 */
export const FUNCTION_FILES: Record<string, { from: string; to: string }[]> = {
  'tax-report/create.ts': Object.values(REPORT_FONTS).map((font) => ({
    from: join(ROOT, 'node_modules', font.packagePath),
    to: join(FONT_ASSET_DIR, font.file),
  })),
};

/** The folder holding a route's bundle. */
export const bundleDir = (route: Pick<Route, 'handler'>, dist = FUNCTIONS_DIST) => join(dist, functionName(route));

/**
 * The folder CDK uploads as the one shared Lambda layer; Lambda mounts it at /opt, and the Node runtime resolves
 * packages from /opt/nodejs/node_modules.
 */
export const LAYER_DIST = join(ROOT, 'dist/functions-layer');

/** Where a layer package's code lives inside the layer folder. */
export const layerPackageDir = (name: string, layerDir = LAYER_DIST) => join(layerDir, 'nodejs/node_modules', name);

export type BuiltLayerPackage = { name: string; version: string; bytes: number };

/**
 * What the given ES module code imports from a package, by exported name ('default' for a default import), or '*' when
 * it takes the whole namespace (import * as, export * from, import()).
 */
export function importedNames(code: string, name: string): Set<string> | '*' {
  const from = JSON.stringify(name).replace(/[/.*+?^${}()|[\]\\-]/g, '\\$&');
  if (new RegExp(`(?:export\\s*\\*\\s*from|import\\s*\\()\\s*${from}`).test(code)) return '*';
  const names = new Set<string>();
  for (const [, clause] of code.matchAll(new RegExp(`(?:import|export)\\s*([^;"']*?)\\s*from\\s*${from}`, 'g'))) {
    if (clause!.includes('*')) return '*';
    const braced = clause!.match(/\{([^}]*)\}/)?.[1];
    const outside = clause!.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
    if (outside) names.add('default');
    for (const item of braced?.split(',') ?? []) {
      const exported = item.trim().split(/\s+as\s+/)[0];
      if (exported) names.add(exported);
    }
  }
  return names;
}

/**
 * Whether a layer package has a default export, read from the ES module esbuild bundles (the `module` build, as
 * LAMBDA_BUNDLING picks it): `export * from` never re-exports a default, so a package a bundle imports dynamically
 * (`(await import('fontkit')).default`) must also be given `export { default }`.
 */
async function hasDefaultExport(name: string): Promise<boolean> {
  const probe = await build({
    ...LAMBDA_BUNDLING,
    entryPoints: [name],
    absWorkingDir: ROOT,
    external: LAYER_PACKAGES.filter((other) => other !== name),
    sourcemap: false,
    minify: false,
    banner: {},
    write: false,
    metafile: true,
    outdir: join(ROOT, 'dist/.layer-probe'),
    logLevel: 'silent',
  });
  return Object.values(probe.metafile.outputs).some((output) => output.entryPoint && output.exports.includes('default'));
}

/** The module text a layer package is pre-bundled from: a re-export of the names the bundles import, or of everything. */
export async function layerEntry(name: string, names: string[] | '*'): Promise<string> {
  const quoted = JSON.stringify(name);
  if (names !== '*') return `export { ${names.join(', ')} } from ${quoted};`;
  return `export * from ${quoted};${(await hasDefaultExport(name)) ? ` export { default } from ${quoted};` : ''}`;
}

const bundleFilesIn = (dir: string) =>
  readdirSync(dir).map((entry) => join(dir, entry, BUNDLE_FILE)).filter((file) => existsSync(file));

/**
 * Builds the shared layer: each of LAYER_PACKAGES, at the version installed from the lock file, pre-bundled by esbuild
 * into one minified ES module (its own dependencies such as the Smithy core inlined, the other layer packages left
 * external so each exists once), with a package.json naming that version. Each module exports only what the built
 * bundles in `bundlesDir` (and the layer packages built before it) import, so the unused commands of a client are not
 * evaluated at every cold start; the layer is always built, and deployed, together with those bundles. The packages of
 * LAYER_COPIED_PACKAGES are copied as installed instead (their listed files).
 */
export async function buildLayer(layerDir = LAYER_DIST, bundlesDir = FUNCTIONS_DIST): Promise<BuiltLayerPackage[]> {
  rmSync(layerDir, { recursive: true, force: true });
  const importers = bundleFilesIn(bundlesDir).map((file) => readFileSync(file, 'utf8'));
  const built: BuiltLayerPackage[] = [];
  // In LAYER_PACKAGES order: a package that imports another layer package comes before it.
  for (const name of LAYER_PACKAGES) {
    const outdir = layerPackageDir(name, layerDir);
    const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    const wanted = importers.map((code) => importedNames(code, name));
    const names = wanted.includes('*') ? '*' : [...new Set(wanted.flatMap((set) => [...(set as Set<string>)]))].sort();
    await build({
      ...LAMBDA_BUNDLING,
      // Third-party code: no source map to parse at every cold start.
      sourcemap: false,
      alias: CREDENTIALS_ALIAS,
      external: LAYER_PACKAGES.filter((other) => other !== name),
      stdin: {
        contents: await layerEntry(name, names),
        resolveDir: ROOT,
        loader: 'js',
      },
      outfile: join(outdir, BUNDLE_FILE),
    });
    writeFileSync(
      join(outdir, 'package.json'),
      `${JSON.stringify({ name, version: installed.version, type: 'module', main: BUNDLE_FILE, exports: { '.': `./${BUNDLE_FILE}` } }, null, 2)}\n`,
    );
    const code = readFileSync(join(outdir, BUNDLE_FILE), 'utf8');
    importers.push(code);
    built.push({ name, version: installed.version, bytes: Buffer.byteLength(code) });
  }
  for (const [name, files] of Object.entries(LAYER_COPIED_PACKAGES)) {
    const installed = join(ROOT, 'node_modules', name);
    let bytes = 0;
    for (const file of files) {
      mkdirSync(dirname(join(layerPackageDir(name, layerDir), file)), { recursive: true });
      copyFileSync(join(installed, file), join(layerPackageDir(name, layerDir), file));
      bytes += statSync(join(installed, file)).size;
    }
    const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string };
    built.push({ name, version, bytes });
  }
  return built;
}

/**
 * Bundles every route of the table and every job, replacing what was built before (a removed route leaves no stale
 * bundle), and the layer they import the SDK and pdf-lib from.
 */
export async function buildFunctions(dist = FUNCTIONS_DIST, layerDir = LAYER_DIST): Promise<BuiltFunction[]> {
  rmSync(dist, { recursive: true, force: true });
  const [built] = await Promise.all([bundleRoutes(dist), buildJobs(dist)]);
  // After the bundles: the layer exports what they import.
  await buildLayer(layerDir, dist);
  return built;
}

/** Bundles one route's handler into its folder under `dist`, with the files it reads at run time (FUNCTION_FILES). */
export async function bundleRoute(route: Route, dist = FUNCTIONS_DIST): Promise<BuiltFunction> {
  const name = functionName(route);
  const outdir = bundleDir(route, dist);
  await build({
    ...LAMBDA_BUNDLING,
    entryPoints: { index: join(ROOT, 'functions', route.handler) },
    outdir,
  });
  for (const { from, to } of FUNCTION_FILES[route.handler] ?? []) {
    mkdirSync(dirname(join(outdir, to)), { recursive: true });
    copyFileSync(from, join(outdir, to));
  }
  const file = join(outdir, BUNDLE_FILE);
  return { route, name, file, bytes: statSync(file).size };
}

function bundleRoutes(dist: string): Promise<BuiltFunction[]> {
  return Promise.all(ROUTES.map((route) => bundleRoute(route, dist)));
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const started = performance.now();
  const built = await buildFunctions();
  for (const { route, name, bytes } of built) {
    console.log(`${name.padEnd(28)} ${kilobytes(bytes).padStart(10)}  ${routeKey(route)}`);
  }
  console.log(`Bundled ${built.length} functions into dist/functions in ${Math.round(performance.now() - started)} ms`);
}

// No top-level await: Jest's global setup loads this module with require(), which refuses async module graphs.
if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

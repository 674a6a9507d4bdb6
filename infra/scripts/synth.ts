/**
 * `npm run synth`: bundles the functions when their bundles are missing or older than their sources, then runs
 * `cdk synth` offline (no version check, telemetry or notices) and reports how long synthesis took. Extra arguments
 * go to cdk, e.g. `npm run synth -- -c siteDir=infra/test/fixtures/site` before the web app is built.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EVENT_HANDLERS, JOBS, ROUTES } from '#functions/routes.ts';
import { BUNDLE_FILE } from './lambda-bundling.ts';
import { FUNCTIONS_DIST, LAYER_DIST, buildFunctions, bundleDir, jobBundleDir } from './build-functions.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'node_modules/.bin');

/** Newest modification time of the TypeScript files a bundle can include (functions/ and shared/). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function bundlesAreFresh(): boolean {
  const sources = Math.max(newestSource(join(ROOT, 'functions')), newestSource(join(ROOT, 'shared')));
  // The layer is built after the bundles from what they import: a bundle newer than the layer means a stale layer.
  const layerBuilt = (() => {
    try {
      return statSync(join(LAYER_DIST, 'nodejs/node_modules/pdf-lib', BUNDLE_FILE)).mtimeMs;
    } catch {
      return 0;
    }
  })();
  return [...ROUTES.map((route) => bundleDir(route)), ...[...JOBS, ...EVENT_HANDLERS].map((job) => jobBundleDir(job))].every((dir) => {
    try {
      const built = statSync(join(dir, BUNDLE_FILE)).mtimeMs;
      return built >= sources && layerBuilt >= built;
    } catch {
      return false;
    }
  });
}

if (bundlesAreFresh()) {
  console.log(`Function bundles in ${FUNCTIONS_DIST} are up to date.`);
} else {
  const built = await buildFunctions();
  console.log(`Bundled ${built.length} functions into ${FUNCTIONS_DIST}.`);
}

const started = performance.now();
const result = spawnSync(join(BIN, 'cdk'), ['synth', '--quiet', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    // cdk.json's app is `node infra/bin/app.ts`: the project's Node 24 must come first on the PATH.
    PATH: `${BIN}:${process.env.PATH ?? ''}`,
    CDK_DISABLE_VERSION_CHECK: '1',
    CDK_DISABLE_CLI_TELEMETRY: 'true',
  },
});
if (result.status !== 0) {
  console.error(`cdk synth failed${result.error ? `: ${result.error.message}` : ''}`);
  process.exit(result.status ?? 1);
}
console.log(`Synthesized to cdk.out in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

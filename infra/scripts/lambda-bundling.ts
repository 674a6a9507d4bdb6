import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * ESM bundles need these: some dependencies still call require() for Node built-ins or read __dirname, which an ES
 * module does not have. The shim recreates them from import.meta.url at the top of each bundle.
 */
const ESM_REQUIRE_SHIM = [
  "import { createRequire as __shimCreateRequire } from 'node:module';",
  "import { fileURLToPath as __shimFileURLToPath } from 'node:url';",
  "import { dirname as __shimDirname } from 'node:path';",
  'const require = __shimCreateRequire(import.meta.url);',
  'const __filename = __shimFileURLToPath(import.meta.url);',
  'const __dirname = __shimDirname(__filename);',
].join('\n');

/**
 * How every Lambda handler is bundled: one minified ES module per route for the Node 24 runtime, with a source map so
 * stack traces in the logs point at our TypeScript (the functions run with --enable-source-maps). The AWS SDK is
 * bundled rather than taken from the runtime, so what runs is the version the tests ran against.
 */
export const LAMBDA_BUNDLING: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  sourcemap: true,
  // The map names our sources by path; their text is already in the repository, and leaving it out halves the asset.
  sourcesContent: false,
  legalComments: 'none',
  // Prefer the ES module build of dependencies so unused exports are dropped.
  mainFields: ['module', 'main'],
  outExtension: { '.js': '.mjs' },
  banner: { js: ESM_REQUIRE_SHIM },
  // A function's credentials are always in its environment: the SDK's default chain is replaced by the environment
  // provider alone (functions/lib/clients/lambda-credentials.ts says why).
  alias: {
    '@aws-sdk/credential-provider-node': fileURLToPath(new URL('../../functions/lib/clients/lambda-credentials.ts', import.meta.url)),
  },
  logLevel: 'warning',
};

/** The file a bundle's code lives in, inside its own folder (the folder is the Lambda asset). */
export const BUNDLE_FILE = 'index.mjs';

/** The handler setting of every function: index.mjs exports `handler`. */
export const BUNDLE_HANDLER = 'index.handler';

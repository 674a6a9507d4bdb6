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
 * The packages every function takes from the shared Lambda layer instead of bundling them (each ~100-960 KB
 * minified, and the same in every function that uses them). Each is pre-bundled once into the layer as an ES module
 * with the others external, so there is one copy of each: lib-dynamodb uses the layer's client-dynamodb.
 */
export const LAYER_PACKAGES = [
  // Before client-dynamodb, which must export what lib-dynamodb imports from it (build-functions.ts buildLayer).
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/client-kms',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
  'fontkit',
  'pdf-lib',
  // Phone numbers to E.164 (shared/lead/phone-e164.ts): its metadata alone is 80 KB, once here instead of in every
  // bundle that stores or searches a lead.
  'libphonenumber-js',
] as const;

/**
 * Packages the layer holds as installed, not pre-bundled, with only the files they load: wasm-vips (the photograph
 * encoder of functions/media) is an Emscripten module that reads its .wasm files beside its own script and starts its
 * threads from that script, which one esbuild bundle would break. Its HEIF module is the AVIF codec; the JPEG XL and
 * SVG modules are never loaded.
 */
export const LAYER_COPIED_PACKAGES: Record<string, readonly string[]> = {
  'wasm-vips': ['package.json', 'LICENSE', 'THIRD-PARTY-NOTICES.md', 'lib/vips-node.mjs', 'lib/vips.wasm', 'lib/vips-heif.wasm'],
};

/**
 * How every Lambda handler is bundled: one minified ES module per route for the Node 24 runtime, with a source map so
 * stack traces in the logs point at our TypeScript (the functions run with --enable-source-maps). The AWS SDK clients,
 * pdf-lib and fontkit are left out (LAYER_PACKAGES): every function imports them from the one Lambda layer that
 * build-functions.ts builds from the installed, lock-file pinned packages, so what runs is still the version the tests
 * ran against, and not the runtime's own SDK.
 */
/**
 * A function's credentials are always in its environment: the SDK's default chain is replaced by the environment
 * provider alone (functions/lib/clients/lambda-credentials.ts says why). Applied where the clients are bundled: in
 * the layer.
 */
export const CREDENTIALS_ALIAS: Record<string, string> = {
  '@aws-sdk/credential-provider-node': fileURLToPath(new URL('../../functions/lib/clients/lambda-credentials.ts', import.meta.url)),
};

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
  // Should an SDK package ever be bundled into a function rather than taken from the layer, it gets the same chain.
  alias: CREDENTIALS_ALIAS,
  // Marking a package external also leaves its subpaths to the layer.
  external: [...LAYER_PACKAGES, ...Object.keys(LAYER_COPIED_PACKAGES)],
  logLevel: 'warning',
};

/** The file a bundle's code lives in, inside its own folder (the folder is the Lambda asset). */
export const BUNDLE_FILE = 'index.mjs';

/** The handler setting of every function: index.mjs exports `handler`. */
export const BUNDLE_HANDLER = 'index.handler';

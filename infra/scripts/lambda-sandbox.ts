/**
 * Lays built functions out as Lambda runs them, for the bench and the tests: each function's folder (its asset) beside
 * a node_modules that is a copy of the layer's nodejs/node_modules (Lambda mounts the layer at /opt and the Node
 * runtime resolves packages from /opt/nodejs/node_modules). The sandbox is under the system's temp folder, with no
 * node_modules above it, so a bundle that imports a package the layer lacks fails here as it would on Lambda, instead
 * of quietly finding the repository's node_modules.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { LAYER_DIST } from './build-functions.ts';
import { BUNDLE_FILE } from './lambda-bundling.ts';

export type LambdaSandbox = {
  /** The sandboxed index.mjs of a function, by its folder name (e.g. TaxReportCreate). */
  bundle: (name: string) => string;
  /** Deletes the sandbox. */
  remove: () => void;
};

/** Copies the given function folders and the layer's packages into a fresh temp folder (see the module comment). */
export function lambdaSandbox(functionDirs: string[], layerDir = LAYER_DIST): LambdaSandbox {
  const root = mkdtempSync(join(tmpdir(), 'lambda-sandbox-'));
  cpSync(join(layerDir, 'nodejs/node_modules'), join(root, 'node_modules'), { recursive: true });
  for (const dir of functionDirs) cpSync(dir, join(root, basename(dir)), { recursive: true });
  return {
    bundle: (name) => join(root, name, BUNDLE_FILE),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

import { buildFunctions } from '../scripts/build-functions.ts';

/** The API stack deploys the prebuilt bundles, so the infra tests build them first (esbuild, about a second). */
export default async function buildFunctionBundles() {
  await buildFunctions();
}

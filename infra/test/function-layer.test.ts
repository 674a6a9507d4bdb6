import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS_DIST, importedNames, layerEntry, layerPackageDir } from '../scripts/build-functions.ts';
import { BUNDLE_FILE, LAYER_PACKAGES } from '../scripts/lambda-bundling.ts';
import { lambdaSandbox } from '../scripts/lambda-sandbox.ts';

const ROOT = join(import.meta.dirname, '../..');
const built = readdirSync(FUNCTIONS_DIST);
const installedVersion = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

describe('the functions run on the shared layer', () => {
  it('loads every built function with nothing but the layer beside it, each exporting its handler', () => {
    // Prepare: the bundles as Lambda lays them out, under the temp folder (no repository node_modules to fall back on).
    const sandbox = lambdaSandbox(built.map((name) => join(FUNCTIONS_DIST, name)));
    const urls = built.map((name) => pathToFileURL(sandbox.bundle(name)).href);

    try {
      // Act: import each bundle in one fresh Node process, as the runtime does at a cold start.
      const script = `const failed = [];
        for (const url of ${JSON.stringify(urls)}) {
          try { if (typeof (await import(url)).handler !== 'function') failed.push(url + ': no handler'); }
          catch (error) { failed.push(url + ': ' + error.message); }
        }
        process.stdout.write(JSON.stringify(failed));`;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', TABLE_NAME: 'layer-test', POWERTOOLS_LOG_LEVEL: 'SILENT' },
        encoding: 'utf8',
      });

      // Assess
      expect(built.length).toBeGreaterThan(50);
      expect(JSON.parse(output)).toEqual([]);
    } finally {
      sandbox.remove();
    }
  });

  it('encodes AVIF and WebP with the layer\'s wasm-vips alone, as the media upload does on Lambda', () => {
    // Prepare: the media function laid out as on Lambda.
    const sandbox = lambdaSandbox([join(FUNCTIONS_DIST, 'MediaUpload')]);
    const script = `import Vips from 'wasm-vips';
      const vips = await Vips({ dynamicLibraries: ['vips-heif.wasm'] });
      const image = vips.Image.black(64, 32).add(100).cast('uchar');
      const loaders = ['.avif', '.webp'].map((format) => vips.Image.newFromBuffer(image.writeToBuffer(format)).getString('vips-loader'));
      process.stdout.write(JSON.stringify(loaders), () => process.exit(0));`;

    try {
      // Act: a script in the function's folder, where only the layer's node_modules can answer the import (a file, not
      // --eval: libvips starts its threads from the importing script's file).
      const file = join(dirname(sandbox.bundle('MediaUpload')), 'encode-check.mjs');
      writeFileSync(file, script);
      const output = execFileSync(process.execPath, [file], { env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 90_000 });

      // Assess
      expect(JSON.parse(output)).toEqual(['heifload_buffer', 'webpload_buffer']);
    } finally {
      sandbox.remove();
    }
  }, 120_000);

  it('bundles none of the layer packages into a function', () => {
    // Assess: the SDK client's own service id and pdf-lib's error text appear only in the layer.
    const carrying = built.filter((name) => {
      const code = readFileSync(join(FUNCTIONS_DIST, name, BUNDLE_FILE), 'utf8');
      return code.includes('DynamoDB_20120810') || code.includes('PDFDocument.load');
    });
    expect(carrying).toEqual([]);
  });

  it('holds each layer package at the version installed from the lock file, as one ES module', () => {
    for (const name of LAYER_PACKAGES) {
      const layered = layerPackageDir(name);
      expect({ name, version: installedVersion(layered) }).toEqual({
        name,
        version: installedVersion(join(ROOT, 'node_modules', name)),
      });
      expect(readdirSync(layered).sort()).toEqual([BUNDLE_FILE, 'package.json']);
    }
  });
});

describe('what the layer must export, read from a bundle', () => {
  it('lists the names a minified bundle imports from a package, by their exported names', () => {
    // Prepare: the import forms esbuild writes, for three packages.
    const code =
      'import{GetCommand as Xc,PutCommand as Pb}from"@aws-sdk/lib-dynamodb";import Ff from"fontkit";' +
      'import{DynamoDBClient as xf}from"@aws-sdk/client-dynamodb";import{QueryCommand as Ib}from"@aws-sdk/lib-dynamodb";';

    // Act + Assess
    expect(importedNames(code, '@aws-sdk/lib-dynamodb')).toEqual(new Set(['GetCommand', 'PutCommand', 'QueryCommand']));
    expect(importedNames(code, 'fontkit')).toEqual(new Set(['default']));
    expect(importedNames(code, 'pdf-lib')).toEqual(new Set());
  });

  it('asks for the whole package when a bundle takes its namespace', () => {
    expect(importedNames('import*as K from"@aws-sdk/client-kms";', '@aws-sdk/client-kms')).toBe('*');
    expect(importedNames('const k=await import("@aws-sdk/client-kms");', '@aws-sdk/client-kms')).toBe('*');
  });

  it('keeps the default export of a package a bundle imports dynamically, and asks none of a package without one', async () => {
    // Act: the layer entries for `await import(...)` of fontkit (a default export beside its named ones) and pdf-lib (named exports).
    const fontkit = await layerEntry('fontkit', '*');
    const pdfLib = await layerEntry('pdf-lib', '*');

    // Assess
    expect(fontkit).toBe('export * from "fontkit"; export { default } from "fontkit";');
    expect(pdfLib).toBe('export * from "pdf-lib";');
  });

  it('the built tax report imports pdf-lib and fontkit only when it renders, and the layer exports what it needs', async () => {
    // Prepare
    const code = readFileSync(join(FUNCTIONS_DIST, 'TaxReportCreate', BUNDLE_FILE), 'utf8');
    const fontkitLayer = pathToFileURL(join(layerPackageDir('fontkit'), BUNDLE_FILE)).href;

    // Act
    const fontkit = (await import(fontkitLayer)) as { default?: { create?: unknown } };

    // Assess: no static import of either (they would be evaluated at the cold start), and fontkit's default is there.
    expect(importedNames(code, 'pdf-lib')).toBe('*');
    expect(importedNames(code, 'fontkit')).toBe('*');
    expect(code).not.toMatch(/import[^;(]*from\s*"(?:pdf-lib|fontkit)"/);
    expect(typeof fontkit.default?.create).toBe('function');
  });
});

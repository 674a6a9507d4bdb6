/**
 * The JavaScript each public page loads, gzipped, measured on the built files (issue 26): the Analytics Overview sets
 * it against the spec's 300 KB budget (web/src/features/admin/analytics/public-site.ts). A page's scripts are every
 * built script its HTML names (the islands bootstrap), what those import statically, and, for each island the page
 * carries (data-island), the island's chunk with the dependencies Vite lists for it (__vite__mapDeps): what the page
 * has loaded once every island has woken. bench-web.ts measures the scripts of the first load in a browser; this is
 * the whole page's, without a browser, so every build has it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageScriptSize } from '../src/features/admin/analytics/public-site.ts';

const ASSET_SCRIPT = /\/?assets\/[\w.-]+\.js/g;
/** Static imports between chunks: `from"./x.js"` and `import"./x.js"` (never `import(`, a dynamic one). */
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const MAP_DEPS = /m\.f=\[([^\]]*)\]/;
/** An island's entry in the bootstrap: `"name":()=>f(()=>import(`./chunk.js`)...,__vite__mapDeps([1,2,3]))`. */
const ISLAND_ENTRY = /"([a-z0-9-]+)":\(\)=>\w+\(\(\)=>import\(["'`]\.\/([\w.-]+\.js)["'`]\)[^]*?__vite__mapDeps\(\[([\d,]*)\]\)/g;
const ISLAND_MARKER = /data-island="([a-z0-9-]+)"/g;

type Chunk = { text: string; gzipBytes: number };

/** Reads the built chunks once each. */
function chunkReader(assetsDir: string) {
  const chunks = new Map<string, Promise<Chunk | undefined>>();
  return (name: string) => {
    let chunk = chunks.get(name);
    if (!chunk) {
      chunk = readFile(join(assetsDir, name)).then(
        (bytes) => ({ text: bytes.toString('utf8'), gzipBytes: gzipSync(bytes).length }),
        () => undefined,
      );
      chunks.set(name, chunk);
    }
    return chunk;
  };
}

/** The islands named in a bootstrap chunk, each with the chunks it loads. */
function islandsOf(bootstrap: string): Map<string, string[]> {
  const deps = (MAP_DEPS.exec(bootstrap)?.[1] ?? '').split(',').map((entry) => entry.trim().replace(/^["'`]|["'`]$/g, '').replace(/^assets\//, ''));
  const islands = new Map<string, string[]>();
  for (const [, name, chunk, indices] of bootstrap.matchAll(ISLAND_ENTRY)) {
    const listed = indices!.split(',').filter(Boolean).map((index) => deps[Number(index)]).filter((file): file is string => Boolean(file));
    islands.set(name!, [chunk!, ...listed]);
  }
  return islands;
}

/** The gzipped script size of each page (KB with one decimal), from its built HTML file, largest first. */
export async function pageScriptSizes(outDir: string, pages: readonly { path: string; file: string }[]): Promise<PageScriptSize[]> {
  const read = chunkReader(join(outDir, 'assets'));
  const sizes: PageScriptSize[] = [];
  for (const { path, file } of pages) {
    const html = await readFile(file, 'utf8');
    const named = [...new Set([...html.matchAll(ASSET_SCRIPT)].map(([match]) => match.replace(/^\/?assets\//, '')))];
    const loaded = new Set<string>();
    const islandChunks: string[] = [];
    const visit = async (name: string): Promise<void> => {
      if (loaded.has(name)) return;
      const chunk = await read(name);
      if (!chunk) return;
      loaded.add(name);
      const islands = islandsOf(chunk.text);
      for (const [, island] of html.matchAll(ISLAND_MARKER)) islandChunks.push(...(islands.get(island!) ?? []));
      for (const [, imported] of chunk.text.matchAll(STATIC_IMPORT)) await visit(imported!);
    };
    for (const name of named) await visit(name);
    for (const name of islandChunks) await visit(name);
    let bytes = 0;
    for (const name of loaded) bytes += (await read(name))?.gzipBytes ?? 0;
    sizes.push({ page: path, gzipKb: Math.round(bytes / 102.4) / 10 });
  }
  return sizes.sort((a, b) => b.gzipKb - a.gzipKb || a.page.localeCompare(b.page));
}

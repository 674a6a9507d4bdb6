/**
 * `npm run dev`: the local stack (`npm start`: the public site, the back office on its own host, the API) over a
 * build of the site that follows the code: each change under web/src, web/public, web/index.html or shared/ builds
 * dist/web again (static pages and the admin alike, a few seconds); reload the page to see it. There is no hot reload:
 * every public page is static HTML with islands (web/src/islands), made only by the build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');
const buildScript = join(projectRoot, 'web/scripts/build.ts');
const WATCHED = ['web/src', 'web/public', 'web/index.html', 'web/admin', 'shared'];
/** Changes this close together (an editor saving several files) make one build. */
const SETTLE_MS = 300;

const buildOnce = () => spawnSync(process.execPath, [buildScript], { stdio: 'inherit', cwd: projectRoot }).status === 0;

if (!buildOnce()) process.exit(1);
const stack: ChildProcess = spawn(process.execPath, [join(projectRoot, 'infra/local/start.ts')], { stdio: 'inherit', cwd: projectRoot });
stack.on('exit', (code) => process.exit(code ?? 0));

let building: ChildProcess | null = null;
let again = false;
let timer: NodeJS.Timeout | undefined;

function rebuild(): void {
  if (building) {
    again = true;
    return;
  }
  console.log('Rebuilding the site…');
  building = spawn(process.execPath, [buildScript], { stdio: 'inherit', cwd: projectRoot });
  building.on('exit', (code) => {
    building = null;
    console.log(code === 0 ? 'Site rebuilt: reload the page.' : 'The build failed (see above); the last good build is gone until it passes.');
    if (again) {
      again = false;
      rebuild();
    }
  });
}

for (const path of WATCHED) {
  watch(join(projectRoot, path), { recursive: true }, (_event, file) => {
    if (file && /(^|[\\/])(node_modules|\.git)([\\/]|$)|\.test\.tsx?$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(rebuild, SETTLE_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    building?.kill(signal);
    stack.kill(signal);
  });
}

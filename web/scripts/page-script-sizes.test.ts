import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScriptSizes } from './page-script-sizes.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-scripts-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFile(join(dir, name), text);
const gz = (text: string) => gzipSync(Buffer.from(text)).length;

describe("a public page's script size", () => {
  it('counts the bootstrap, its static imports and the chunks of the islands the page carries, each chunk once', async () => {
    const runtime = 'export const r=1;'.repeat(50);
    const bootstrap = `import"./runtime-a.js";const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/banner-b.js","assets/runtime-a.js","assets/form-c.js"])))=>i.map(i=>d[i]);const islands={"cookie-banner":()=>f(()=>import(\`./banner-b.js\`).then(e=>e.X),__vite__mapDeps([0,1])),"lead-form":()=>f(()=>import(\`./form-c.js\`).then(e=>e.Y),__vite__mapDeps([2,1]))};`;
    const banner = 'export const banner="consent";'.repeat(40);
    const form = 'export const form="a form";'.repeat(400);
    await write('assets/islands-x.js', bootstrap);
    await write('assets/runtime-a.js', runtime);
    await write('assets/banner-b.js', banner);
    await write('assets/form-c.js', form);
    await write('home.html', '<script>load("/assets/islands-x.js")</script><div data-island="cookie-banner"></div><div data-island="cookie-banner"></div>');
    await write('form.html', '<script>load("/assets/islands-x.js")</script><div data-island="cookie-banner"></div><div data-island="lead-form"></div>');

    const sizes = await pageScriptSizes(dir, [
      { path: '/', file: join(dir, 'home.html') },
      { path: '/form', file: join(dir, 'form.html') },
    ]);

    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    expect(sizes).toEqual([
      { page: '/form', gzipKb: kb(gz(bootstrap) + gz(runtime) + gz(banner) + gz(form)) },
      { page: '/', gzipKb: kb(gz(bootstrap) + gz(runtime) + gz(banner)) },
    ]);
  });

  it('counts nothing for a page without scripts, and skips a named chunk that is not in the build', async () => {
    await write('plain.html', '<p>no script</p><script>load("/assets/missing.js")</script>');

    expect(await pageScriptSizes(dir, [{ path: '/plain', file: join(dir, 'plain.html') }])).toEqual([{ page: '/plain', gzipKb: 0 }]);
  });
});

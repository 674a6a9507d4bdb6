import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { lazyWithPreload } from './lazy-with-preload.tsx';

function Greeting({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

/** A lazy part and how many times its code was requested. */
function countedPart() {
  const requests = { count: 0 };
  const Part = lazyWithPreload(() => {
    requests.count += 1;
    return Promise.resolve({ default: Greeting });
  });
  return { Part, requests };
}

async function prerendered(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('lazyWithPreload', () => {
  it('requests the part’s code once, however often it is preloaded', async () => {
    const { Part, requests } = countedPart();

    await Promise.all([Part.preload(), Part.preload()]);
    await Part.preload();

    expect(requests.count).toBe(1);
  });

  it('renders a preloaded part in the same pass, without suspending (what hydration needs to adopt its HTML)', async () => {
    const { Part } = countedPart();
    await Part.preload();

    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Part who="reader" />
      </Suspense>,
    );

    expect(html).toBe('<!--$--><p>Hello <!-- -->reader</p><!--/$-->');
  });

  it('suspends like React.lazy while its code is not preloaded', () => {
    const { Part, requests } = countedPart();

    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Part who="reader" />
      </Suspense>,
    );

    // The fallback in place of the part: renderToString does not wait for a part that suspends.
    expect(html).toMatch(/^<!--\$!--><template [^>]*><\/template><p>Loading<\/p><!--\/\$-->$/);
    expect(requests.count).toBe(1);
  });

  it('gives the prerender, which waits for lazy parts, the same HTML as a preloaded part', async () => {
    const lazily = countedPart();
    const preloaded = countedPart();
    await preloaded.Part.preload();

    const waited = await prerendered(
      <Suspense fallback={<p>Loading</p>}>
        <lazily.Part who="reader" />
      </Suspense>,
    );
    const atOnce = await prerendered(
      <Suspense fallback={<p>Loading</p>}>
        <preloaded.Part who="reader" />
      </Suspense>,
    );

    expect(waited).toBe('<!--$--><p>Hello <!-- -->reader</p><!--/$-->');
    expect(atOnce).toBe(waited);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { Island, IslandCollector, IslandCollectorProvider } from './island.tsx';

function Greeting({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

function page(collector: IslandCollector | null) {
  return renderToStaticMarkup(
    <IslandCollectorProvider value={collector}>
      <main>
        <h1>Static heading</h1>
        <Island name="floating-whatsapp" strategy="interaction" component={Greeting} props={{ who: 'visitor' }} />
        <Island name="uk-header" strategy="visible" component={Greeting} props={{ who: 'reader' }} hidden />
      </main>
    </IslandCollectorProvider>,
  );
}

describe('Island in the prerender of a page', () => {
  it('writes a marker naming the island, when it wakes, its props and its root prefix, with a slot for its HTML', () => {
    const html = page(new IslandCollector());
    expect(html).toContain(
      '<div data-island="floating-whatsapp" data-island-strategy="interaction" data-island-props="{&quot;who&quot;:&quot;visitor&quot;}" data-island-prefix="i0-" style="display:contents"><template data-island-slot="0"></template></div>',
    );
    expect(html).toContain('<h1>Static heading</h1>');
  });

  it('leaves the island’s own HTML to its own root: the page holds none of it', () => {
    expect(page(new IslandCollector())).not.toContain('Hello');
  });

  it('collects each island once, in page order, with what its root renders', () => {
    const collector = new IslandCollector();
    page(collector);
    const islands = collector.islands;
    expect(islands.map(({ index }) => index)).toEqual([0, 1]);
    expect(renderToStaticMarkup(islands[1].element)).toBe('<p>Hello reader</p>');
  });

  it('keeps a hidden island hidden until the bootstrap reveals it (no display: contents on it)', () => {
    const html = page(new IslandCollector());
    expect(html).toContain('data-island-prefix="i1-" hidden=""><template data-island-slot="1"></template></div>');
  });

  it('is simply its component inside an island’s own root (no collector there)', () => {
    expect(page(null)).toBe('<main><h1>Static heading</h1><p>Hello visitor</p><p>Hello reader</p></main>');
  });
});

import {renderToString} from 'react-dom/server';
import {describe, expect, test, vi} from 'vitest';
import {deferredPart, LoadWhenNear} from '~/components/ui/LoadWhenNear';
import {createMarkupStore, KEPT_MARKUP_ENTRIES, MarkupKeeperContext, partMarkup, type MarkupStore} from '~/http/kept-markup';

function clock(start = 1_000_000) {
  let time = start;
  return {now: () => time, advance: (ms: number) => void (time += ms)};
}

describe('partMarkup: the inner markup of one part in React\'s server output', () => {
  // Every nesting React may produce around and inside the part: siblings before and after, nested divs, void
  // elements, other tags whose names start with "div", text that spells tags (escaped by React).
  const insides = [
    '',
    'text',
    '<div></div>',
    '<div class="a"><div><div>deep</div></div></div><p>x</p>',
    '<section><div><img src="/a.png" alt=""/></div></section><div>b</div>',
    '<divider-like>no</divider-like><div data-x="1">y</div>',
    '&lt;div&gt;not a tag&lt;/div&gt;',
    '<div\nclass="multi-line">z</div>',
  ];
  const outsides = [
    ['', ''],
    ['<div><p>before</p></div>', '<div>after</div>'],
    ['<div class="page"><div>', '</div></div><footer><div>f</div></footer>'],
  ];
  for (const inside of insides)
    for (const [before, after] of outsides)
      test(`${JSON.stringify(inside)} between ${JSON.stringify(before)} and ${JSON.stringify(after)}`, () => {
        const html = `${before}<div class="relative mt-12" data-part="product-more">${inside}</div>${after}`;
        expect(partMarkup(html, 'product-more')).toBe(inside);
      });

  test('a missing part, one named twice, or unbalanced markup give null', () => {
    expect(partMarkup('<div data-part="other">x</div>', 'product-more')).toBeNull();
    expect(partMarkup('<div data-part="p">a</div><div data-part="p">b</div>', 'p')).toBeNull();
    expect(partMarkup('<div data-part="p"><div>open', 'p')).toBeNull();
  });

  test('a name that only starts the same is another part', () => {
    expect(partMarkup('<div data-part="product-more-x">x</div><div data-part="product-more">y</div>', 'product-more')).toBe('y');
  });
});

describe('README "Quality": a part\'s markup rendered once and reused for a few seconds', () => {
  const Part = vi.fn(({title}: {title: string}) => (
    <section>
      <div className="inner">
        <h2>{title}</h2>
      </div>
    </section>
  ));
  const part = deferredPart(Part, async () => Part);

  function render(store: MarkupStore, key: string, title = 'Whey', off = false) {
    const keeper = store.keeper({off});
    const html = renderToString(
      <MarkupKeeperContext.Provider value={keeper}>
        <main>
          <LoadWhenNear name="lower" className="mt-12" part={part} props={{title}} serverKey={() => key} />
        </main>
      </MarkupKeeperContext.Provider>,
    );
    keeper.keepFrom(html);
    return html;
  }

  test('the second render under the same key is the same markup without rendering the part', () => {
    Part.mockClear();
    const store = createMarkupStore({seconds: 5, now: clock().now});
    const first = render(store, 'k1');
    const second = render(store, 'k1');
    expect(second).toBe(first);
    expect(first).toContain('<h2>Whey</h2>');
    expect(Part).toHaveBeenCalledTimes(1);
  });

  test('another key renders the part anew (its own markup)', () => {
    Part.mockClear();
    const store = createMarkupStore({seconds: 5, now: clock().now});
    render(store, 'k1', 'Whey');
    const other = render(store, 'k2', 'Isolate');
    expect(other).toContain('<h2>Isolate</h2>');
    expect(Part).toHaveBeenCalledTimes(2);
  });

  test('after the seconds the part is rendered again', () => {
    Part.mockClear();
    const time = clock();
    const store = createMarkupStore({seconds: 5, now: time.now});
    render(store, 'k1');
    time.advance(4_999);
    render(store, 'k1');
    time.advance(1);
    render(store, 'k1');
    expect(Part).toHaveBeenCalledTimes(2);
  });

  test('off (preview) and 0 seconds neither read nor keep', () => {
    Part.mockClear();
    const store = createMarkupStore({seconds: 5, now: clock().now});
    render(store, 'k1', 'Whey', true);
    render(store, 'k1', 'Whey', true);
    expect(store.size).toBe(0);
    const none = createMarkupStore({seconds: 0, now: clock().now});
    render(none, 'k1');
    render(none, 'k1');
    expect(none.size).toBe(0);
    expect(Part).toHaveBeenCalledTimes(4);
  });

  test(`at most ${KEPT_MARKUP_ENTRIES} parts are kept, the oldest dropped first`, () => {
    const store = createMarkupStore({seconds: 5, now: clock().now});
    for (let n = 0; n <= KEPT_MARKUP_ENTRIES; n++) render(store, `k${n}`);
    expect(store.size).toBe(KEPT_MARKUP_ENTRIES);
    Part.mockClear();
    render(store, 'k1');
    expect(Part).not.toHaveBeenCalled();
    render(store, 'k0');
    expect(Part).toHaveBeenCalledTimes(1);
  });

  // The CSP nonce is made per response (entry.server): kept markup holding one would carry it into the next
  // visitors' documents, whose policy names another nonce. Generated: the nonce in every place markup can hold it.
  describe('a part holding this response\'s CSP nonce is never kept (no nonce reaches another response)', () => {
    const nonce = 'b1946ac92492d2347c6235b4d2611184';
    const Scripted = vi.fn(({title, at}: {title: string; at: number}) => (
      <section>
        <h2>{title}</h2>
        {at === 0 ? <script nonce={nonce} dangerouslySetInnerHTML={{__html: 'window.x=1'}} /> : null}
        {at === 1 ? <style nonce={nonce}>{'.a{}'}</style> : null}
        {at === 2 ? <link rel="preload" as="script" href="/a.js" nonce={nonce} /> : null}
        {at === 3 ? <div data-nonce={nonce}>deep</div> : null}
      </section>
    ));
    const scripted = deferredPart(Scripted, async () => Scripted);
    const renderWith = (store: MarkupStore, at: number, responseNonce: string | undefined) => {
      const keeper = store.keeper();
      const html = renderToString(
        <MarkupKeeperContext.Provider value={keeper}>
          <LoadWhenNear name="lower" part={scripted} props={{title: 'Whey', at}} serverKey={() => `k${at}`} />
        </MarkupKeeperContext.Provider>,
      );
      keeper.keepFrom(html, responseNonce);
      return html;
    };
    for (const at of [0, 1, 2, 3])
      test(`nonce in place ${at}: rendered anew for the next response, never kept`, () => {
        Scripted.mockClear();
        const store = createMarkupStore({seconds: 5, now: clock().now});
        expect(renderWith(store, at, nonce)).toContain(nonce);
        renderWith(store, at, nonce);
        expect(store.size).toBe(0);
        expect(Scripted).toHaveBeenCalledTimes(2);
      });

    test('a part without the nonce is kept as before (the nonce given or not)', () => {
      const store = createMarkupStore({seconds: 5, now: clock().now});
      renderWith(store, 9, nonce);
      renderWith(store, 8, undefined);
      expect(store.size).toBe(2);
    });
  });

  test('the key is made only when a keeper is on: never without a keeper, in preview (off) or with 0 seconds', () => {
    const makeKey = vi.fn(() => 'k');
    const withKeeper = (keeper: ReturnType<MarkupStore['keeper']> | null) =>
      renderToString(
        <MarkupKeeperContext.Provider value={keeper}>
          <LoadWhenNear name="lower" part={part} props={{title: 'Whey'}} serverKey={makeKey} />
        </MarkupKeeperContext.Provider>,
      );
    withKeeper(null);
    withKeeper(createMarkupStore({seconds: 5, now: clock().now}).keeper({off: true}));
    withKeeper(createMarkupStore({seconds: 0, now: clock().now}).keeper());
    expect(makeKey).not.toHaveBeenCalled();
    withKeeper(createMarkupStore({seconds: 5, now: clock().now}).keeper());
    expect(makeKey).toHaveBeenCalledTimes(1);
  });

  test('without a key, or without a keeper, the part renders every time', () => {
    Part.mockClear();
    const html = () =>
      renderToString(<LoadWhenNear name="lower" part={part} props={{title: 'Whey'}} serverKey={() => 'k'} />);
    expect(html()).toBe(html());
    expect(Part).toHaveBeenCalledTimes(2);
  });
});

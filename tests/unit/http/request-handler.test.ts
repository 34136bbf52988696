// The worker's Remix handler (app/http/request-handler.server.ts): made once, not per request, and every request
// still gets its own load context, also when requests overlap.
import {describe, expect, test, vi} from 'vitest';
import {reusableHandler} from '~/http/request-handler.server';

type Context = {name: string};

/** A stand-in for Remix's handler: reads its load context first, answers after `delay` ms with it. */
function fakeRemix(getLoadContext: (request: Request) => Context) {
  return async (request: Request) => {
    const context = getLoadContext(request);
    const delay = Number(new URL(request.url).searchParams.get('delay') ?? 0);
    await new Promise((resolve) => setTimeout(resolve, delay));
    return new Response(`${new URL(request.url).pathname} ${context.name}`);
  };
}

describe('reusableHandler', () => {
  test('makes the handler once, on first use, however many requests follow', async () => {
    const make = vi.fn(fakeRemix);
    const handle = reusableHandler(make);
    expect(make).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i++) await handle(new Request(`https://shop.test/${i}`), {name: `c${i}`});
    expect(make).toHaveBeenCalledTimes(1);
  });

  test('each request gets its own context, also when requests overlap', async () => {
    const handle = reusableHandler(fakeRemix);
    // The first request finishes last: a handler that kept "the latest context" would answer it with c2.
    const answers = await Promise.all([
      handle(new Request('https://shop.test/a?delay=30'), {name: 'c0'}),
      handle(new Request('https://shop.test/b?delay=10'), {name: 'c1'}),
      handle(new Request('https://shop.test/c'), {name: 'c2'}),
    ]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['/a c0', '/b c1', '/c c2']);
  });

  test('two equal requests are still two requests with their own contexts', async () => {
    const handle = reusableHandler(fakeRemix);
    const [first, second] = await Promise.all([
      handle(new Request('https://shop.test/same?delay=20'), {name: 'first'}),
      handle(new Request('https://shop.test/same'), {name: 'second'}),
    ]);
    expect([await first.text(), await second.text()]).toEqual(['/same first', '/same second']);
  });

  test('a request the handler was not given has no context: it fails loudly', async () => {
    let leakedGetLoadContext: ((request: Request) => Context) | undefined;
    const handle = reusableHandler<Context>((getLoadContext) => {
      leakedGetLoadContext = getLoadContext;
      return fakeRemix(getLoadContext);
    });
    await handle(new Request('https://shop.test/'), {name: 'c0'});
    expect(() => leakedGetLoadContext!(new Request('https://shop.test/'))).toThrow(/no load context/);
  });
});

// The client build without Remix's single-fetch decoder (scripts/vite-single-fetch-off.ts): the browser gets a
// stand-in that refuses loudly, the worker the real turbo-stream.
import {describe, expect, test} from 'vitest';
import {withoutSingleFetchDecoder} from '../../../scripts/vite-single-fetch-off';

type Hook = (...args: unknown[]) => unknown;
const plugin = withoutSingleFetchDecoder();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe('single fetch off', () => {
  test('the browser build resolves turbo-stream to a stand-in; the worker build and other modules are untouched', () => {
    const standIn = resolveId('turbo-stream', 'single-fetch.js', {ssr: false});
    expect(standIn).toEqual(expect.stringContaining('turbo-stream'));
    expect(resolveId('turbo-stream', 'single-fetch.js', {ssr: true})).toBeNull();
    expect(resolveId('react', 'x.js', {ssr: false})).toBeNull();
    expect(load('react')).toBeNull();
  });

  test('the stand-in exports what Remix imports and refuses when called', async () => {
    const source = load(resolveId('turbo-stream', 'single-fetch.js', {ssr: false})) as string;
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, () => unknown>;
    expect(Object.keys(module).sort()).toEqual(['decode', 'encode']);
    expect(() => module.decode!()).toThrow(/v3_singleFetch is off/);
  });
});

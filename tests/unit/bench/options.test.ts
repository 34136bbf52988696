import {describe, expect, test} from 'vitest';
import {PAGES, readOptions} from '../../../scripts/bench/config.mjs';
import {SEGMENTS} from '~/markets/segments';

describe('bench options', () => {
  test('defaults: build first, 10 connections for 10 s, a 60 s soak at 50, ports 3330 and 4330', () => {
    expect(readOptions([])).toEqual({
      help: false,
      build: true,
      lighthouse: true,
      soak: true,
      duration: 10,
      connections: 10,
      soakDuration: 60,
      soakConnections: 50,
      port: 3330,
      servicesPort: 4330,
    });
  });

  test('flags override the environment, which overrides the defaults', () => {
    const env = {BENCH_PORT: '3400', BENCH_SERVICES_PORT: '4400'};
    expect(readOptions([], env)).toMatchObject({port: 3400, servicesPort: 4400});
    expect(readOptions(['--port', '3500', '--skip-build', '--no-soak', '--duration', '3'], env)).toMatchObject({
      port: 3500,
      servicesPort: 4400,
      build: false,
      soak: false,
      duration: 3,
    });
  });

  test('a bad value or an unknown flag is refused', () => {
    expect(() => readOptions(['--duration', '0'])).toThrow('--duration must be a positive number');
    expect(() => readOptions(['--connections', 'ten'])).toThrow('--connections');
    expect(() => readOptions(['--fast'])).toThrow();
  });

  test('the German pages use the German segment words', () => {
    const german = PAGES.filter((p: {market: string}) => p.market === 'de').map((p: {path: string}) => p.path);
    expect(german).toContain(`/de/${SEGMENTS.products.de}`);
    expect(german).toContain(`/de/${SEGMENTS.cart.de}`);
  });
});

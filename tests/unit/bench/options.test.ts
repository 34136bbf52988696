import {describe, expect, test} from 'vitest';
import {COMPARED_PAGES, LIGHTHOUSE_PAGES, PAGES, PEER_PATHS, readOptions} from '../../../scripts/bench/config.mjs';
import {SEGMENTS} from '~/markets/segments';

describe('bench options', () => {
  test('defaults: build first, 10 connections for 10 s, 3 rounds against the skeleton, 3 Lighthouse runs, a 60 s soak at 50, ports 3330, 3500 and 4330', () => {
    expect(readOptions([])).toEqual({
      help: false,
      build: true,
      lighthouse: true,
      soak: true,
      peer: true,
      duration: 10,
      connections: 10,
      rounds: 3,
      lighthouseRuns: 3,
      soakDuration: 60,
      soakConnections: 50,
      port: 3330,
      peerPort: 3500,
      servicesPort: 4330,
    });
  });

  test('the skeleton comparison can be left out; rounds, runs and its port can be set', () => {
    expect(readOptions(['--no-peer', '--rounds', '5', '--lighthouse-runs', '1', '--peer-port', '3550'])).toMatchObject({
      peer: false,
      rounds: 5,
      lighthouseRuns: 1,
      peerPort: 3550,
    });
    expect(readOptions([], {BENCH_PEER_PORT: '3510'}).peerPort).toBe(3510);
    expect(() => readOptions(['--rounds', '0'])).toThrow('--rounds must be a positive number');
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

  test('the product and collection pages of both markets are compared with the skeleton’s product and collection', () => {
    type Compared = {type: string; market: string; path: string; peerPath: string};
    const compared = (COMPARED_PAGES as Compared[]).map((p) => `${p.type} ${p.market} ${p.path} ${p.peerPath}`);
    expect(compared).toEqual([
      `collection nl /producten/protein ${PEER_PATHS.collection}`,
      `product nl /producten/protein/whey-protein ${PEER_PATHS.product}`,
      `collection de /de/produkte/protein ${PEER_PATHS.collection}`,
      `product de /de/produkte/protein/whey-protein ${PEER_PATHS.product}`,
    ]);
  });

  test('Lighthouse audits home, collection and product in nl and the product in de', () => {
    const audited = (LIGHTHOUSE_PAGES as {type: string; market: string}[]).map((p) => `${p.type} ${p.market}`);
    expect(audited).toEqual(['home nl', 'collection nl', 'product nl', 'product de']);
  });
});

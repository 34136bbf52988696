import {describe, expect, test} from 'vitest';
import {identifyOnce, klaviyoIdentity} from '~/tracking/identify';

const SANNE = {id: 'gid://shopify/Customer/1', email: 'sanne@example.com', firstName: 'Sanne', lastName: 'de Vries'};

function memoryStorage() {
  const items = new Map<string, string>();
  return {getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value)};
}

describe('who is signed in, for the trackers', () => {
  test('Klaviyo identify carries email, names and language; no empty names', () => {
    expect(klaviyoIdentity(SANNE, 'nl')).toEqual({$email: 'sanne@example.com', $first_name: 'Sanne', $last_name: 'de Vries', lang: 'nl'});
    expect(klaviyoIdentity({...SANNE, firstName: null, lastName: ''}, 'de')).toEqual({$email: 'sanne@example.com', lang: 'de'});
  });

  test('identify is queued once per browser session and email, again for another customer', () => {
    const target: {_learnq?: unknown[]; sessionStorage: ReturnType<typeof memoryStorage>} = {sessionStorage: memoryStorage()};
    expect(identifyOnce(SANNE, 'nl', target)).toBe(true);
    expect(identifyOnce(SANNE, 'nl', target)).toBe(false);
    expect(identifyOnce({...SANNE, email: 'other@example.com'}, 'nl', target)).toBe(true);
    expect(target._learnq).toEqual([
      ['identify', klaviyoIdentity(SANNE, 'nl')],
      ['identify', klaviyoIdentity({...SANNE, email: 'other@example.com'}, 'nl')],
    ]);
  });

  test('blocked storage still identifies', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const target: {_learnq?: unknown[]; sessionStorage: typeof blocked} = {sessionStorage: blocked};
    expect(identifyOnce(SANNE, 'fr', target)).toBe(true);
    expect(target._learnq).toHaveLength(1);
  });
});

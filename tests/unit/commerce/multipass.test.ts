// API-SHAPES.md §2: the Multipass token the worker makes with Web Crypto, read back by an independent Node-crypto
// implementation of Shopify's algorithm (written here from the documentation, not shared with the app or the
// local stand-in): every field arrives, the signature covers IV ‖ ciphertext, and any change to the token breaks it.
import {createDecipheriv, createHash, createHmac, timingSafeEqual} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {
  multipassCheckoutUrl,
  multipassLoginUrl,
  multipassPayload,
  multipassTimestamp,
  multipassToken,
} from '~/commerce/multipass.server';

const SECRET = 'test-multipass-secret';
const NOW = new Date('2024-10-01T12:34:56.789Z');
const CUSTOMER = {email: 'anna@example.com', firstName: 'Anna', lastName: 'de Vries'};
const RETURN_TO = 'https://checkout.example/cart/c/abc?key=k&locale=nl';

/** Shopify's documented steps in reverse: base64url → HMAC check → AES-128-CBC with the first 16 bytes as IV. */
function decode(token: string, secret: string): Record<string, unknown> {
  const bytes = Buffer.from(token.replace(/=+$/, ''), 'base64url');
  const key = createHash('sha256').update(secret).digest();
  const signed = bytes.subarray(0, -32);
  const signature = bytes.subarray(-32);
  const expected = createHmac('sha256', key.subarray(16)).update(signed).digest();
  if (!timingSafeEqual(signature, expected)) throw new Error('bad signature');
  const decipher = createDecipheriv('aes-128-cbc', key.subarray(0, 16), signed.subarray(0, 16));
  return JSON.parse(Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8'));
}

describe('the Multipass token', () => {
  test('decodes to every field Shopify reads', async () => {
    const token = await multipassToken(SECRET, multipassPayload({...CUSTOMER, identifier: 'cust-1'}, RETURN_TO, NOW));
    expect(decode(token, SECRET)).toEqual({
      email: 'anna@example.com',
      created_at: '2024-10-01T12:34:56+00:00',
      first_name: 'Anna',
      last_name: 'de Vries',
      return_to: RETURN_TO,
      identifier: 'cust-1',
    });
  });

  test('leaves out names, return_to and identifier the customer does not have', async () => {
    const token = await multipassToken(SECRET, multipassPayload({email: 'b@example.com', firstName: null, lastName: ''}, undefined, NOW));
    expect(decode(token, SECRET)).toEqual({email: 'b@example.com', created_at: '2024-10-01T12:34:56+00:00'});
  });

  test('created_at is ISO 8601 with an offset', () => {
    expect(multipassTimestamp(NOW)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });

  test('is base64url (no + or /), IV + whole AES blocks + 32-byte HMAC', async () => {
    const token = await multipassToken(SECRET, multipassPayload(CUSTOMER, RETURN_TO, NOW));
    expect(token).toMatch(/^[A-Za-z0-9_-]+={0,2}$/);
    const length = Buffer.from(token, 'base64url').length;
    expect((length - 16 - 32) % 16).toBe(0);
  });

  test('a fresh IV each time: the same payload never gives the same token', async () => {
    const payload = multipassPayload(CUSTOMER, RETURN_TO, NOW);
    const [first, second] = await Promise.all([multipassToken(SECRET, payload), multipassToken(SECRET, payload)]);
    expect(first).not.toBe(second);
    expect(decode(first, SECRET)).toEqual(decode(second, SECRET));
  });

  test('any changed byte, or another secret, fails the signature', async () => {
    const token = await multipassToken(SECRET, multipassPayload(CUSTOMER, RETURN_TO, NOW));
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [0, 20, bytes.length - 40, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = tampered[at]! ^ 0x01;
      expect(() => decode(tampered.toString('base64url'), SECRET)).toThrow('bad signature');
    }
    expect(() => decode(token, 'another-secret')).toThrow('bad signature');
  });

  test('no secret, no token', async () => {
    await expect(multipassToken('', multipassPayload(CUSTOMER, RETURN_TO, NOW))).rejects.toThrow('MULTIPASS_SECRET');
  });
});

describe('the Multipass login URL', () => {
  test('on the checkout origin of returnTo, scheme and port kept', async () => {
    const url = await multipassCheckoutUrl(SECRET, CUSTOMER, 'http://127.0.0.1:4100/cart/c/abc?key=k', NOW);
    const match = /^http:\/\/127\.0\.0\.1:4100\/account\/login\/multipass\/([A-Za-z0-9_=-]+)$/.exec(url);
    expect(match).not.toBeNull();
    expect(decode(match![1]!, SECRET)).toMatchObject({email: CUSTOMER.email, return_to: 'http://127.0.0.1:4100/cart/c/abc?key=k'});
    expect(multipassLoginUrl('https://checkout.example', 'TOKEN')).toBe('https://checkout.example/account/login/multipass/TOKEN');
  });
});

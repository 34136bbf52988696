// The front of `npm run preview` (scripts/preview-front.ts): malformed escapes are spelled `%25` before
// mini-oxygen's URL parser sees them; method, headers, body, status and answer headers pass as they came. A stand-in
// preview records what reached it.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {previewFront} from '../../../scripts/preview-front';
import {MALFORMED_ESCAPES} from '../../support/hostile-input';

type Seen = {method: string; url: string; headers: http.IncomingHttpHeaders; body: string};
const seen: Seen[] = [];
const preview = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seen.push({method: request.method!, url: request.url!, headers: request.headers, body});
    response.writeHead(request.url?.startsWith('/gone') ? 404 : 200, {'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'], 'x-seen': request.url!});
    response.end(`saw ${request.url}`);
  });
});
let front: http.Server;
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve));
  front = previewFront((preview.address() as AddressInfo).port);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => preview.close(resolve));
});

test('a malformed escape in any path segment or query part reaches the preview as literal text', async () => {
  for (const escape of MALFORMED_ESCAPES) {
    const text = `a${escape}_z`;
    for (const path of [`/de/${text}`, `/de/produkte/${text}/x`, `/search?q=${text}`, `/de/search?q=whey&sort=${text}`, `/?_data=${text}`]) {
      seen.length = 0;
      const answer = await fetch(origin + path);
      expect(answer.status, path).toBe(200);
      const parts = seen[0]!.url.split(/[/?&=]/);
      // Every part decodes now, and gives back the text that was sent: spelled out, not dropped or changed.
      for (const part of parts) expect(() => decodeURIComponent(part), `${path} → ${seen[0]!.url}`).not.toThrow();
      expect(parts.map((part) => decodeURIComponent(part)), path).toContain(text);
    }
  }
});

test('well-formed URLs, methods, headers, bodies and answers pass unchanged', async () => {
  seen.length = 0;
  const path = '/de/cart?_data=routes%2F(%24locale).cart&q=caf%C3%A9';
  const answer = await fetch(origin + path, {method: 'POST', body: 'intent=checkout', headers: {'content-type': 'application/x-www-form-urlencoded', cookie: 'c=1', 'x-custom': 'kept'}});
  expect(seen[0]).toMatchObject({method: 'POST', url: path, body: 'intent=checkout', headers: {cookie: 'c=1', 'x-custom': 'kept'}});
  expect(answer.status).toBe(200);
  expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  expect(await answer.text()).toBe(`saw ${path}`);
  expect((await fetch(`${origin}/gone`)).status).toBe(404);
});

test('a preview that does not answer is a 502, and the front stays up', async () => {
  const lonely = previewFront(1);
  await new Promise<void>((resolve) => lonely.listen(0, '127.0.0.1', resolve));
  const answer = await fetch(`http://127.0.0.1:${(lonely.address() as AddressInfo).port}/de`);
  expect(answer.status).toBe(502);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  await new Promise((resolve) => lonely.close(resolve));
});

test('README "Accessibility": a GET whose connection the preview drops before answering is sent once more (a stylesheet is never lost to a closing kept-alive connection); a POST is not', async () => {
  let connections = 0;
  const methods: string[] = [];
  // Drops the first connection of each pair without a word, as a kept-alive connection closed at reuse fails.
  const flaky = http.createServer((request, response) => {
    methods.push(request.method!);
    if (connections++ % 2 === 0) return request.socket.destroy();
    response.writeHead(200, {'content-type': 'text/css'});
    response.end('body{}');
  });
  await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
  const front = previewFront((flaky.address() as AddressInfo).port);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  for (const method of ['GET', 'HEAD']) {
    methods.length = 0;
    const answer = await fetch(`${at}/assets/app.css`, {method});
    expect(answer.status, method).toBe(200);
    expect(methods, method).toEqual([method, method]);
  }
  methods.length = 0;
  const posted = await fetch(`${at}/cart`, {method: 'POST', body: 'intent=add'});
  expect(posted.status).toBe(502);
  expect(methods).toEqual(['POST']);
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => flaky.close(resolve));
});

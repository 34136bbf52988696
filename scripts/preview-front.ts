// `npm run preview` only: mini-oxygen puts a routing worker of its own in front of ours, without a compatibility
// date, so workerd parses the request URL there with its legacy parser, which throws on a malformed escape:
// `/de/%zz` or `/search?q=%zz` was a 500 carrying a stack trace before our worker ran. This front, on the port
// the shop is served on, spells such a `%` as `%25` (as `npm run dev` does, scripts/vite-lenient-urls.ts), so the
// worker answers as in production: a 404 in the shell for the path, the literal text for a query. Everything
// else passes as it came, both ways.
//   tsx scripts/preview-front.ts <port> <preview port>
import http from 'node:http';
import {pathToFileURL} from 'node:url';
import {withLiteralPercents} from '../app/http/request-rules';

export function previewFront(previewPort: number): http.Server {
  return http.createServer((request, response) => {
    const upstream = http.request(
      {host: '127.0.0.1', port: previewPort, method: request.method, path: withLiteralPercents(request.url ?? '/'), headers: request.headers},
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    // The preview is still starting, or went away: the browser is told so, the front stays up.
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store'});
      response.end('Bad Gateway: the preview is not answering\n');
    });
    request.pipe(upstream);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, previewPort] = process.argv.slice(2).map(Number);
  if (!port || !previewPort) throw new Error('usage: preview-front.ts <port> <preview port>');
  previewFront(previewPort).listen(port, '127.0.0.1', () => console.log(`[preview] http://localhost:${port} (lenient URLs in front of port ${previewPort})`));
}

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
    const retryable = isRetryable(request);
    const send = (attempt: number) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: previewPort,
          method: request.method,
          path: withLiteralPercents(request.url ?? '/'),
          headers: request.headers,
          // The retry takes a connection of its own, never another idle one that may be closing too.
          ...(attempt ? {agent: false} : {}),
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        // A kept-alive connection the preview closed just as it was reused (both sides let an idle connection go
        // after 5 s: Node's agent and mini-oxygen's `Keep-Alive: timeout=5`) fails a request that never reached
        // the preview. A stylesheet lost that way left a page unstyled (the Italian product page's accessibility
        // audit: every header target "too small"); a GET or HEAD without a body is sent once more.
        if (!response.headersSent && attempt === 0 && retryable) return send(1);
        // The preview is still starting, or went away: the browser is told so, the front stays up.
        if (!response.headersSent) response.writeHead(502, {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store'});
        response.end('Bad Gateway: the preview is not answering\n');
      });
      if (retryable) upstream.end();
      else request.pipe(upstream);
    };
    send(0);
  });
}

/** A request that can be sent again as it is: GET or HEAD, with no body. */
function isRetryable(request: http.IncomingMessage): boolean {
  const noBody = !request.headers['transfer-encoding'] && (request.headers['content-length'] ?? '0') === '0';
  return (request.method === 'GET' || request.method === 'HEAD') && noBody;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, previewPort] = process.argv.slice(2).map(Number);
  if (!port || !previewPort) throw new Error('usage: preview-front.ts <port> <preview port>');
  previewFront(previewPort).listen(port, '127.0.0.1', () => console.log(`[preview] http://localhost:${port} (lenient URLs in front of port ${previewPort})`));
}

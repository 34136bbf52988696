// `npm run dev` only: Vite's own middleware decodes every request URL before the app sees it, and answers a
// malformed escape (`/de/%zz`, `/search?q=%E0%A4%A`) with its error page and a server stack trace. This runs
// first and spells such a `%` as `%25`, so the request reaches the worker, which answers as in production: a
// 404 in the shell for the path, the literal text for a query (README "Limits").
import type {Plugin} from 'vite';
import {withLiteralPercents} from '../app/http/request-rules';

export function lenientUrls(): Plugin {
  return {
    name: 'lenient-percent-encoding',
    configureServer(server) {
      // Registered here (not in a returned hook), so it runs before Vite's internal middlewares.
      server.middlewares.use((request, _response, next) => {
        if (request.url) request.url = withLiteralPercents(request.url);
        next();
      });
    },
  };
}

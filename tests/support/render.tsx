// Server-renders a component as a route does: inside a data router (links, fetchers, useRouteLoaderData('root'))
// and the market's route context. One helper for every component test.
import type {ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';
import {publicMarket, RouteContextProvider} from '~/context/route-context';
import {MARKETS, type MarketId} from '~/markets/markets';
import {basePathFor} from '~/markets/resolve';

type Options = {
  marketId?: MarketId | string;
  /** Defaults to the market's path-mode base path. */
  basePath?: string;
  /** What the root loader gives (the shell reads the configured market hosts from it). */
  hosts?: Record<string, string>;
  /** The URL rendered (default: the market's home). */
  url?: string;
};

export async function renderInRoute(ui: ReactElement, options: Options = {}): Promise<string> {
  const definition = MARKETS.find((candidate) => candidate.id === (options.marketId ?? 'nl_nl'))!;
  const basePath = options.basePath ?? basePathFor(definition);
  const element = (
    <RouteContextProvider market={publicMarket(definition)} basePath={basePath}>
      {ui}
    </RouteContextProvider>
  );
  const handler = createStaticHandler([{id: 'root', path: '*', loader: () => ({hosts: options.hosts ?? {}}), element}]);
  const context = await handler.query(new Request(`http://localhost${options.url ?? `${basePath}/`}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

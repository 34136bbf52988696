// The document renderer (app/entry.server.tsx) on a page whose section throws while rendering: the section is
// left out of the HTML for the browser to render again (SectionBoundary's Suspense), the rest of the page is
// there, and the failure is in the worker log. React's stream reported such errors to `onError` (logged);
// renderToString has no such hook and drops them silently, so a broken section goes unnoticed on the server.
import {createStaticHandler} from '@remix-run/router';
import type {AppLoadContext, EntryContext} from '@shopify/remix-oxygen';
import {afterEach, beforeEach, describe, expect, test, vi, type MockInstance} from 'vitest';
import handleRequest from '~/entry.server';
import {SectionBoundary} from '~/components/sections/SectionBoundary';

// The renderer workerd runs (the worker bundle resolves react-dom/server to its browser build, as here).
vi.mock('react-dom/server', async () => (await import('react-dom/server.browser' as string)) as object);
// The policy needs the markets' settings (env); a fixed one is enough for the renderer.
vi.mock('~/security/csp', () => ({contentSecurityPolicy: () => ({defaultSrc: ["'self'"]})}));

function BrokenSection(): never {
  throw new Error('cannot find a record with ID missing');
}

function Page() {
  return (
    <html lang="nl">
      <body>
        <main>
          <SectionBoundary typename="SummarySectionRecord" id="summary-broken">
            <BrokenSection />
          </SectionBoundary>
          <p id="after-the-section">The rest of the page</p>
        </main>
      </body>
    </html>
  );
}

async function renderDocument(): Promise<Response> {
  const manifestRoute = {
    id: 'root',
    path: '',
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
    module: '/root.js',
  };
  const request = new Request('http://localhost/');
  const staticHandlerContext = await createStaticHandler([{id: 'root', path: ''}]).query(request);
  if (staticHandlerContext instanceof Response) throw new Error('unexpected response');
  const context = {
    manifest: {routes: {root: manifestRoute}, entry: {module: '/entry.js', imports: []}, url: '/manifest.js', version: 'test'},
    routeModules: {root: {default: Page}},
    staticHandlerContext,
    future: {v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: false, v3_lazyRouteDiscovery: false},
    isSpaMode: false,
    serverHandoffString: '{}',
    criticalCss: undefined,
    renderMeta: {},
  } as unknown as EntryContext;
  return handleRequest(request, 200, new Headers(), context, {} as AppLoadContext);
}

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('a section that throws while the document renders', () => {
  test('is left out, the page is whole, and the worker log says which section failed', async () => {
    const response = await renderDocument();
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('id="after-the-section"');

    const logged = consoleError.mock.calls.flat().map((value) => (value instanceof Error ? value.message : String(value)));
    expect(
      logged.some((line) => line.includes('summary-broken') || line.includes('cannot find a record with ID missing')),
      `the failure is logged on the server; logged: ${JSON.stringify(logged)}`,
    ).toBe(true);
  });
});

// Shopify app proxy stand-in: the storefront forwards /a/*, /apps/* and /tools/* to the shop, which forwards them to
// an app. Here the "app" echoes what it received, so tests can check what the storefront passed along.
export async function handleStorefrontProxy(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  return new Response(
    JSON.stringify({proxied: true, method: request.method, path: url.pathname, search: url.search, query, body, headers}),
    {status: 200, headers: {'content-type': 'application/json; charset=utf-8'}},
  );
}

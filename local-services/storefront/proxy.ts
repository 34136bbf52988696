// Shopify app proxy stand-in: the storefront forwards /a/*, /apps/* and /tools/* to the shop, which forwards them to
// an app. Here the "app" echoes what it received, so tests can check what the storefront passed along. It also
// answers the way a careless or hostile app might, on demand, so tests can prove what the storefront lets through:
//   __status=302              the answer's status
//   __headers={"Set-Cookie":["a=1","b=2"],"Location":"https://evil.example"}   headers to send (JSON)
//   __body=<html>...          the body instead of the echo (sent as text/html unless __headers names a type)
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
  const echo = JSON.stringify({proxied: true, method: request.method, path: url.pathname, search: url.search, query, body, headers});

  const custom = url.searchParams.get('__body');
  const answer = new Headers({'content-type': custom === null ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'});
  for (const [name, value] of Object.entries(requestedHeaders(url.searchParams.get('__headers')))) {
    answer.delete(name);
    for (const one of Array.isArray(value) ? value : [value]) answer.append(name, one);
  }
  const status = Number(url.searchParams.get('__status') ?? 200);
  const withoutBody = request.method === 'HEAD' || status === 204 || status === 304;
  return new Response(withoutBody ? null : (custom ?? echo), {status, headers: answer});
}

function requestedHeaders(json: string | null): Record<string, string | string[]> {
  if (!json) return {};
  try {
    return JSON.parse(json) as Record<string, string | string[]>;
  } catch {
    return {};
  }
}

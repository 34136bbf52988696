// Error answers that are not documents (loader data, resource routes) in the market's words (issue 8 §4), as
// the request guard's refusals are: a route's thrown `Not Found` text, and Remix's own 4xx errors, which say
// "Unexpected Server Error" in English whatever happened. Remix refuses a data request for a route the URL does
// not match (`?_data=routes/nope`) with a 403; there is no such data here, so it is a 404. JSON answers of our
// own (a cart form's 400 with its problem, a refusal) are left as they are; documents render their status page.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {refusal} from './request-guard.server';

export function withWordedErrors(response: Response, context: AppLoadContext): Response {
  if (response.status < 400 || response.status >= 500) return response;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/html')) return response;
  const remixError = response.headers.has('X-Remix-Error');
  if (type.startsWith('application/json') && !remixError) return response;
  const status = remixError && response.status === 403 ? 404 : response.status;
  // The client router takes a caught (X-Remix-Catch) answer to the route's error boundary with its status.
  const headers: Record<string, string> = {'X-Remix-Catch': 'yes'};
  const allow = response.headers.get('Allow');
  if (allow) headers.Allow = allow;
  response.body?.cancel().catch(() => {});
  return refusal(status, context, headers);
}

// `urlRedirects(query: "path:/old")`: the shop's URL redirects (local-services/data/url-redirects.ts), which
// Hydrogen's storefrontRedirect asks for on every 404. The query syntax used is `path:<path>` (exact, case-blind,
// as the admin stores paths lowercase); any other query or none lists every redirect.
import type {RequestContext} from '../context';
import {paginate, sortKeyed, type PageArgs} from '../connection';
import {URL_REDIRECTS, type DemoUrlRedirect} from '../../data/url-redirects';
import type {Fields} from './common';

type Args = PageArgs & {query?: string | null; reverse?: boolean | null};

function pathOf(query: string | null | undefined): string | null {
  const match = /^\s*path:\s*(?:"([^"]*)"|(\S*))\s*$/i.exec(query ?? '');
  return match ? (match[1] ?? match[2] ?? '').toLowerCase() : null;
}

function view(redirect: DemoUrlRedirect): Fields {
  return {__typename: 'UrlRedirect', id: `gid://shopify/UrlRedirect/${redirect.id}`, path: redirect.path, target: redirect.target};
}

export function urlRedirectsQuery(_ctx: RequestContext, args: Args) {
  const path = pathOf(args.query);
  const matching = path === null ? URL_REDIRECTS : URL_REDIRECTS.filter((redirect) => redirect.path.toLowerCase() === path);
  const keyed = sortKeyed(matching.map((redirect) => ({item: redirect, id: redirect.id, value: redirect.id})), Boolean(args.reverse));
  return paginate(keyed, args, view, {field: 'urlRedirects', reverse: Boolean(args.reverse)});
}

// Reading the Cookie header without trusting it (issue 8): a cookie that fails to decode, has the wrong shape,
// is sent twice or under a look-alike name is dropped, never decoded blindly and never adopted. Pure rules; the
// request's cookies are read once, in app/http/request-cookies.server.ts.

export type CookiePair = {name: string; value: string};

/** Why a cookie was not used (logged, never with its value). */
export type DropReason = 'sent more than once' | 'look-alike name' | string;

export type DroppedCookie = {name: string; reason: DropReason};

export type CookieRule = {
  /** The exact name the app sets, and the only spelling it reads. */
  name: string;
  /** Why a value (as sent, still encoded) is not one the app could have set; null when it is. */
  problem: (value: string) => string | null;
};

export type CookieReading = {value: string | null; dropped: DroppedCookie[]};

/** The attributes of every cookie we set or clear: out of script's reach, https only, first-party posts. */
const ATTRIBUTES = 'HttpOnly; Secure; SameSite=Lax';

/** Every `name=value` pair of a Cookie header, in order, as sent (values not decoded; nameless parts skipped). */
export function parseCookieHeader(header: string | null | undefined): CookiePair[] {
  const pairs: CookiePair[] = [];
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim();
    if (name) pairs.push({name, value: part.slice(equals + 1).trim()});
  }
  return pairs;
}

/**
 * The name a cookie passes for, whatever its spelling: case and the `__Host-` / `__Secure-` prefixes set aside.
 * Browsers keep `Cart` and `cart`, or `x` and `__Host-x`, as different cookies, and a sibling host can plant
 * the unprefixed one; for us they are all the same cookie.
 */
export function cookieFamily(name: string): string {
  return name.toLowerCase().replace(/^__(host|secure)-/, '');
}

/**
 * The one value of `rule.name`, or null. Ambiguity is no value: when more than one cookie passes for the name
 * (the same name twice, another case, with or without a prefix) none is used and all are dropped, so a cookie
 * planted beside the shopper's (cookie tossing) is never adopted, in either order.
 */
export function readCookie(pairs: CookiePair[], rule: CookieRule): CookieReading {
  const family = cookieFamily(rule.name);
  const candidates = pairs.filter((pair) => cookieFamily(pair.name) === family);
  if (!candidates.length) return {value: null, dropped: []};
  if (candidates.length > 1) {
    const names = [...new Set(candidates.map(({name}) => name))];
    return {value: null, dropped: names.map((name) => ({name, reason: 'sent more than once'}))};
  }
  const [only] = candidates as [CookiePair];
  if (only.name !== rule.name) return {value: null, dropped: [{name: only.name, reason: 'look-alike name'}]};
  const problem = rule.problem(only.value);
  return problem ? {value: null, dropped: [{name: only.name, reason: problem}]} : {value: only.value, dropped: []};
}

/** `Set-Cookie` for one of our cookies (the value already encoded); Max-Age 0 clears it. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; ${ATTRIBUTES}`;
}

/** `Set-Cookie` that clears a cookie, with the attributes it was set with. */
export function clearCookie(name: string): string {
  return setCookie(name, '', 0);
}

/** The cookie name a `Set-Cookie` value sets. */
export function setCookieName(setCookieValue: string): string {
  return setCookieValue.slice(0, Math.max(0, setCookieValue.indexOf('='))).trim();
}

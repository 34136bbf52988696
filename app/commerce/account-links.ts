// The links Shopify mails for activation and password reset (`/account/activate/<id>/<token>`,
// `/account/reset/<id>/<token>` on the store's domain) arrive at our pages of the same shape. Their parts are
// checked strictly; anything else is a 404, never a call with a forged id.

const CUSTOMER_NUMBER = /^[1-9][0-9]{0,19}$/;
const LINK_TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

export type AccountLink = {customerId: string; token: string; number: string};

export function accountLinkParts(id: unknown, token: unknown): AccountLink | null {
  if (typeof id !== 'string' || typeof token !== 'string') return null;
  if (!CUSTOMER_NUMBER.test(id) || !LINK_TOKEN.test(token)) return null;
  return {customerId: `gid://shopify/Customer/${id}`, token, number: id};
}

/** The store's own URL of such a link, for the by-URL mutations: `https://` unless the domain names its scheme. */
export function storeLinkUrl(storeDomain: string, kind: 'activate' | 'reset', link: AccountLink): string {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`;
  return `${origin}/account/${kind}/${link.number}/${link.token}`;
}

/**
 * A Shopify reset or activation URL handed to our page whole (`?url=`, as a mail template may link it): http(s),
 * no userinfo, and the store's path shape; the Storefront checks the rest. Null for anything else.
 */
export function storeLinkFromUrl(value: unknown, kind: 'activate' | 'reset'): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  const match = new RegExp(`^/account/${kind}/([^/]+)/([^/]+)$`).exec(url.pathname);
  if (!match || !accountLinkParts(match[1], match[2])) return null;
  return `${url.origin}${url.pathname}`;
}

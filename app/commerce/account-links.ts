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

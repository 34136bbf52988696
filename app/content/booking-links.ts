// Spec §2: Calendly-type urls open a booking popup instead of navigating. The popup frames the booking page,
// so a link counts as a booking link exactly when the Content-Security-Policy lets that page be framed: one
// list of origins serves both (app/security/csp.ts reads it for frame-src).

/** Booking pages the popup may frame. */
export const BOOKING_ORIGINS = ['https://calendly.com', 'https://cal.com', 'https://app.cal.com'] as const;

const BOOKING_HOSTS = new Set<string>(BOOKING_ORIGINS.map((origin) => new URL(origin).host));

/**
 * The booking page a link leads to, as the https url the popup frames, or null when the link is not a booking
 * link. Spellings editors paste are accepted (any case, `http:`, `//`, a `www.` prefix, a trailing dot in the
 * host, surrounding spaces); anything that would reach another host, another port or carries credentials is not
 * a booking link (it stays an ordinary link, or none).
 */
export function bookingUrl(href: string | null | undefined): string | null {
  const value = href?.trim() ?? '';
  if (!/^(https?:)?\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://base.invalid');
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.replace(/\.$/, '').replace(/^www\./, '');
  if (!BOOKING_HOSTS.has(host)) return null;
  url.protocol = 'https:';
  url.hostname = host;
  return url.toString();
}

export function isBookingUrl(href: string | null | undefined): boolean {
  return bookingUrl(href) !== null;
}

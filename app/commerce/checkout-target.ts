// Placeholder until the Multipass branch lands its full rule (same signature).
export function checkoutUrlOnHost(value: unknown, checkoutHost: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.host === checkoutHost && !url.username && !url.password ? url.toString() : null;
  } catch {
    return null;
  }
}

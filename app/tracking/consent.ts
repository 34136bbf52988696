// The consent hook (README "Tracking"): before any tag loads or any event is sent, the page asks
// `window.ofTrackingConsent()`. A consent manager defines it (before our scripts run) to return true/false or a
// promise that settles when the visitor has chosen. Without a hook tags load, as the spec has it; a hook that
// throws, rejects or answers anything but `true` keeps every tag off.

export type ConsentHook = () => boolean | Promise<boolean>;
export type ConsentWindow = {ofTrackingConsent?: ConsentHook};

export async function trackingAllowed(target: ConsentWindow): Promise<boolean> {
  const hook = target.ofTrackingConsent;
  if (typeof hook !== 'function') return true;
  try {
    return (await hook()) === true;
  } catch (error) {
    console.error('[tracking] the consent hook failed; tags stay off:', error);
    return false;
  }
}

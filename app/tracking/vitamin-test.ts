// Spec §7 Tracking: the email marketing service hears the vitamin test's result ("Vitamin Test Result", API-SHAPES
// §7.1 onsite JS shape: `_learnq.push(['track', event, properties])`, drained by Klaviyo's script when it loads).
// Pure; the result page pushes it once per result shown.

export const VITAMIN_TEST_RESULT_EVENT = 'Vitamin Test Result';

export type VitaminTestOutcome = {
  slug: string;
  heading: string;
  products: readonly {id: string; title: string; path: string}[];
  /** The result page's absolute or site-relative URL. */
  url: string;
  language: string;
};

/** The event's properties: the result, its recommended products (names and content ids) and the page. */
export function vitaminTestResultProperties(outcome: VitaminTestOutcome) {
  return {
    Result: outcome.slug,
    ResultName: outcome.heading,
    RecommendedProducts: outcome.products.map((product) => product.title),
    RecommendedProductIDs: outcome.products.map((product) => product.id),
    URL: outcome.url,
    lang: outcome.language,
  };
}

type KlaviyoQueue = {_learnq?: unknown[]};

/** Queues the event for Klaviyo (its script may load later or not at all). */
export function trackVitaminTestResult(target: KlaviyoQueue, outcome: VitaminTestOutcome): void {
  (target._learnq ??= []).push(['track', VITAMIN_TEST_RESULT_EVENT, vitaminTestResultProperties(outcome)]);
}

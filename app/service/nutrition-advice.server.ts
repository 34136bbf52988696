// Forwards a nutrition advice request to the form service configured in NUTRITION_ADVICE_URL (server only): its
// 422 errors come back per field, anything else that is no success is a failure the shopper is told about. The
// service's address and its answers never reach the browser beyond those messages.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {fieldErrorsOf, forwardedBody, type NutritionAdviceAnswer, type NutritionAdviceValues} from './nutrition-advice';

/** A form service that hangs is given up after this long (the shopper is waiting on the page). */
export const NUTRITION_ADVICE_TIMEOUT_MS = 8000;

export async function submitNutritionAdvice(
  context: Pick<AppLoadContext, 'env' | 'market'>,
  values: NutritionAdviceValues,
): Promise<NutritionAdviceAnswer> {
  const endpoint = context.env.NUTRITION_ADVICE_URL?.trim();
  if (!endpoint || !/^https?:\/\//i.test(endpoint)) return {status: 'unavailable', values};
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(forwardedBody(values, context.market)),
      // A redirect is no answer of the service: followed, a 307/308 would post the shopper's details to wherever
      // it points (and a 302 would be taken for a success); not followed, it is a failure like any other status.
      redirect: 'manual',
      signal: AbortSignal.timeout(NUTRITION_ADVICE_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('[nutrition-advice] form service unreachable:', error instanceof Error ? error.message : error);
    return {status: 'failed', values};
  }
  if (response.ok) {
    await response.body?.cancel();
    return {status: 'sent'};
  }
  if (response.status === 422) {
    const body: unknown = await response.json().catch(() => null);
    const {fields, form} = fieldErrorsOf(body);
    if (Object.keys(fields).length || form.length) return {status: 'invalid', values, errors: fields, formErrors: form};
  } else {
    await response.body?.cancel();
  }
  console.error(`[nutrition-advice] form service answered ${response.status}`);
  return {status: 'failed', values};
}

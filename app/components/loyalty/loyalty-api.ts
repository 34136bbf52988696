// The browser's side of the loyalty resource routes (spec §7): typed reads and actions, every failure an answer
// (spec §8: logged and ignored, never thrown at the page).
import {loyaltyPath, type LoyaltyAction, type LoyaltyErrorAnswer, type LoyaltyRead} from '~/loyalty/answers';

export type LoyaltyResult<T> = {ok: true; data: T} | {ok: false; status: number; error: string | null};

async function send<T>(path: string, init: RequestInit): Promise<LoyaltyResult<T>> {
  try {
    const response = await fetch(path, {...init, credentials: 'same-origin', headers: {Accept: 'application/json'}});
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.ok && body && typeof body === 'object') return {ok: true, data: body as T};
    const error = (body as Partial<LoyaltyErrorAnswer> | null)?.error;
    console.error('[loyalty]', path, response.status);
    return {ok: false, status: response.status, error: typeof error === 'string' ? error : null};
  } catch (error) {
    console.error('[loyalty]', path, error instanceof Error ? error.message : error);
    return {ok: false, status: 0, error: null};
  }
}

export function readLoyalty<T>(locale: string, name: LoyaltyRead): Promise<LoyaltyResult<T>> {
  return send<T>(loyaltyPath(locale, name), {method: 'GET'});
}

/**
 * Posts an action as a form (the only body the app's request guard admits); actions without fields still send
 * one (`intent`), since an empty body is refused there.
 */
export function postLoyalty<T>(locale: string, name: LoyaltyAction, fields: Record<string, string> = {}): Promise<LoyaltyResult<T>> {
  return send<T>(loyaltyPath(locale, name), {method: 'POST', body: new URLSearchParams({intent: name, ...fields})});
}

// The words for an HTTP status the shopper sees: the error page's heading and text (app/components/shell) and
// the `message` of a refused data or resource request (app/http/request-guard.server.ts) come from here.
import type {Strings} from '~locales/index';

export type StatusText = {title: string; body: string};

/** 404 gone; 503 a hosted service down for a moment; 400/401/405/413/415 a request we refuse; else an error. */
const WORDS: Record<number, [keyof Strings, keyof Strings]> = {
  400: ['badRequestTitle', 'badRequestBody'],
  401: ['unauthorizedTitle', 'unauthorizedBody'],
  404: ['notFoundTitle', 'notFoundBody'],
  405: ['methodNotAllowedTitle', 'methodNotAllowedBody'],
  413: ['payloadTooLargeTitle', 'payloadTooLargeBody'],
  415: ['unsupportedMediaTypeTitle', 'unsupportedMediaTypeBody'],
  503: ['unavailableTitle', 'unavailableBody'],
};

export function statusText(status: number, strings: Strings): StatusText {
  const [title, body] = WORDS[status] ?? ['errorTitle', 'errorBody'];
  return {title: strings[title], body: strings[body]};
}

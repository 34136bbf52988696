// The words for an HTTP status the shopper sees: the error page's heading and text (app/components/shell) and
// the `message` of a refused data or resource request (app/http/request-guard.server.ts) come from here.
import type {Strings} from '~locales/index';

export type StatusText = {title: string; body: string};

/** 404 gone; 503 a hosted service down for a moment; 400/405/413/415 a request we refuse; else an error. */
export function statusText(status: number, strings: Strings): StatusText {
  switch (status) {
    case 400:
      return {title: strings.badRequestTitle, body: strings.badRequestBody};
    case 404:
      return {title: strings.notFoundTitle, body: strings.notFoundBody};
    case 405:
      return {title: strings.methodNotAllowedTitle, body: strings.methodNotAllowedBody};
    case 413:
      return {title: strings.payloadTooLargeTitle, body: strings.payloadTooLargeBody};
    case 415:
      return {title: strings.unsupportedMediaTypeTitle, body: strings.unsupportedMediaTypeBody};
    case 503:
      return {title: strings.unavailableTitle, body: strings.unavailableBody};
    default:
      return {title: strings.errorTitle, body: strings.errorBody};
  }
}

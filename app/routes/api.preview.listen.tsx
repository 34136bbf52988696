// The live-preview relay (app/content/preview-relay.server.ts): datocms-listen's `baseUrl` in the browser. POST
// registers a query, GET `?channel=` streams its events. Only while previewing; the content token stays here.
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {DEFAULT_LISTEN_URL, relayChannel, relayRegistration, type RelaySettings} from '~/content/preview-relay.server';

/** datocms-listen posts its query as JSON (the request guard takes JSON only where a route says so). */
export const handle = {jsonBody: true};

export function loader({request, context}: LoaderFunctionArgs) {
  return relayChannel(request, relaySettings(context));
}

export function action({request, context}: ActionFunctionArgs) {
  return relayRegistration(request, relaySettings(context));
}

function relaySettings(context: LoaderFunctionArgs['context']): RelaySettings {
  const {env, preview} = context;
  return {
    preview,
    token: env.DATOCMS_API_TOKEN,
    environment: env.DATOCMS_ENVIRONMENT || 'main',
    listenUrl: env.DATOCMS_LISTEN_URL || DEFAULT_LISTEN_URL,
  };
}

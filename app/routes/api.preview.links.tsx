// The Web Previews plugin's "Previews webhook" (README "Preview and live updates"): `POST
// /api/preview/links?secret=…` with the record the editor has open → `{previewLinks: [{label, url}]}`, its page
// in every market through the preview-cookie route. CORS for the plugin's origin (server.ts answers the preflight).
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isPreviewSecret} from '~/content/preview';
import {previewLinks, type PreviewLinksPayload} from '~/content/preview-links';
import {previewLinksAnswer} from '~/content/preview-links.server';
import {refusal} from '~/http/request-guard.server';

/** The plugin posts JSON with `fetch` (the request guard takes JSON only where a route says so). */
export const handle = {jsonBody: true};

export function loader({context}: LoaderFunctionArgs) {
  throw refusal(405, context, {Allow: 'POST'});
}

export async function action({request, context}: ActionFunctionArgs) {
  const secret = new URL(request.url).searchParams.get('secret');
  if (!(await isPreviewSecret(secret, context.env.DATOCMS_PREVIEW_SECRET))) {
    return previewLinksAnswer({message: 'Unauthorized'}, 401);
  }
  const payload = (await request.json().catch(() => ({}))) as PreviewLinksPayload;
  return previewLinksAnswer({previewLinks: previewLinks(payload, {sites: context.sites, secret: secret!})});
}

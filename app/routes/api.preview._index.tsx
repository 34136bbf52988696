// Entering preview (README "Preview and live updates"): `/api/preview?secret=…&path=/de/fitblog/all/x` (or
// `&slug=…`, a page of this site's market). Only with the preview secret (else 401 in the shell, no cookie), and
// only to a path on our own origin (else 400). Sets the signed preview cookie and redirects there; the browser's
// cache is cleared, so no public page it kept hides the drafts.
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isSecureRequest} from '~/commerce/cart-cookie';
import {isPreviewSecret, previewTarget} from '~/content/preview';
import {previewCookie} from '~/content/preview-cookie.server';
import {privateHeaders} from '~/http/cache-control';
import {refusal} from '~/http/request-guard.server';

export async function loader({request, context}: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (!(await isPreviewSecret(params.get('secret'), context.env.DATOCMS_PREVIEW_SECRET))) {
    throw refusal(401, context, {'Cache-Control': 'private, no-store'});
  }
  const target = previewTarget({path: params.get('path'), slug: params.get('slug')}, context.routing);
  if (!target) throw refusal(400, context, {'Cache-Control': 'private, no-store'});
  const headers = privateHeaders();
  headers.append('Set-Cookie', await previewCookie(context.env.SESSION_SECRET, isSecureRequest(request)));
  headers.set('Clear-Site-Data', '"cache"');
  return redirect(target, {status: 303, headers});
}

/** Never rendered (the loader redirects or refuses); a page route, so a refusal is shown in the shell. */
export default function PreviewEntry() {
  return null;
}

// Leaving preview: the banner's button posts here (a link to it works too). The preview cookie is cleared and the
// editor goes back to `redirectTo` when it is a path on our own origin (the rule of entering), else to the home page; the browser's cache
// is cleared, so no page with drafts stays in it.
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isSecureRequest} from '~/commerce/cart-cookie';
import {previewReturnPath} from '~/content/preview';
import {previewCookieCleared} from '~/content/preview-cookie.server';
import {privateHeaders} from '~/http/cache-control';

export function loader({request, context}: LoaderFunctionArgs) {
  return leavePreview(request, new URL(request.url).searchParams.get('redirectTo'), context.routing.basePath);
}

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  return leavePreview(request, form.get('redirectTo'), context.routing.basePath);
}

function leavePreview(request: Request, redirectTo: unknown, basePath: string) {
  const headers = privateHeaders();
  headers.append('Set-Cookie', previewCookieCleared(isSecureRequest(request)));
  headers.set('Clear-Site-Data', '"cache"');
  return redirect(previewReturnPath(redirectTo) ?? (basePath || '/'), {status: 303, headers});
}

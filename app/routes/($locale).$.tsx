import {useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ContentPageView} from '~/components/content/ContentPageView';
import {loadPageSectionCode} from '~/components/sections/PageSections';
import {loadPage} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {notFound} from '~/markets/guard.server';
import {segmentsAfterLocale} from '~/markets/paths';
import {pageSeo, seoMeta} from '~/markets/seo';

// Every path no other route claims: a generic content page at /{slug} (spec §2), else a 404 in the market's
// language inside the shell. The URL is read directly: `($locale)` may have captured the slug itself.
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({context, request}: LoaderFunctionArgs) {
  const segments = segmentsAfterLocale(new URL(request.url), context.routing);
  const page = segments.length === 1 ? await loadPage(context, segments[0]!) : null;
  if (!page) throw notFound();
  return json({page, seo: pageSeo(context, {title: page.title, description: page.intro, canonicalPath: page.canonicalPath})});
}

/** A client-side navigation renders the page's sections at once: their types' code loads with the data. */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadPageSectionCode(data.page.sections).catch(() => null);
  return data;
}

export default function GenericPageRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}

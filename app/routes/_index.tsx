import {useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {loadPageSectionCode, PageSections} from '~/components/sections/PageSections';
import {loadHomePage} from '~/content/home.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertHomePath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({context, request}: LoaderFunctionArgs) {
  assertHomePath(request, context);
  const page = await loadHomePage(context);
  if (!page) throw notFound();
  return json({page, seo: pageSeo(context, {title: page.title ?? '', canonicalPath: '/'})});
}

/** A client-side navigation renders the sections at once: their types' code loads with the data. */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadPageSectionCode(data.page.sections).catch(() => null);
  return data;
}

export default function HomeRoute() {
  const {page} = useLoaderData<typeof loader>();
  // The home page has no title of its own on screen: its first section's heading (the hero's) is its h1.
  return <PageSections sections={page.sections} data={page.sectionData} titled={false} />;
}

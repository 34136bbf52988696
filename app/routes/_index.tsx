import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {HomeSections} from '~/components/content/HomeSections';
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

export default function HomeRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <HomeSections sections={page.sections} />;
}

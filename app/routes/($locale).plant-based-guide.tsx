import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ServicePage} from '~/components/service/ServicePage';
import {serviceStringsFor} from '~/components/service/strings.server';
import {loadPage} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

// The plant-based guide page.
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadPage(context, 'plant-based-guide');
  if (!page) throw notFound();
  return json({
    page,
    seo: pageSeo(context, {title: page.title, description: page.intro, canonicalPath: page.canonicalPath}),
    serviceStrings: serviceStringsFor(context),
  });
}

export default function ServicePageRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <ServicePage page={page} />;
}

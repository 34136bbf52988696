import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {EditorialArticle} from '~/components/content/EditorialList';
import {loadArticle} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const item = await loadArticle(context, params.tag!, params.slug!);
  if (!item) throw notFound();
  const tag = item.tags.find((candidate) => candidate.slug)?.slug ?? 'all';
  return json({
    item,
    seo: pageSeo(context, {title: item.heading ?? '', description: item.intro, canonicalPath: `/fitblog/${tag}/${item.slug}`}),
  });
}

export default function EditorialDetailRoute() {
  const {item} = useLoaderData<typeof loader>();
  return <EditorialArticle item={item} />;
}

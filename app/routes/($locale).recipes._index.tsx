import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {EditorialList} from '~/components/content/EditorialList';
import {loadRecipeList} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {pageNumber} from '~/markets/paths';
import {pageSeo, seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const list = await loadRecipeList(context, pageNumber(new URL(request.url)));
  return json({list, seo: pageSeo(context, {title: list.title ?? '', description: list.intro, canonicalPath: '/recipes'})});
}

export default function EditorialListRoute() {
  const {list} = useLoaderData<typeof loader>();
  return <EditorialList kind="recipes" list={list} />;
}

import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {EditorialList} from '~/components/content/EditorialList';
import {editorialListSeo, loadEditorialList} from '~/content/editorial.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const list = await loadEditorialList(context, 'fitblog', new URL(request.url));
  return json({list, seo: editorialListSeo(context, list)});
}

export default function FitblogRoute() {
  const {list} = useLoaderData<typeof loader>();
  return <EditorialList list={list} />;
}

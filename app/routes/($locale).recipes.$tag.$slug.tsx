import {useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {EditorialEntry, entryMeta} from '~/components/content/EditorialEntry';
import {editorialEntrySeo, loadEditorialEntry} from '~/content/editorial.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const item = await loadEditorialEntry(context, 'recipes', params.tag!, params.slug!);
  if (!item) throw notFound();
  return json({item, seo: editorialEntrySeo(context, 'recipes', item)});
}

/** Not run on hydration; a client-side navigation brings the date line's code with the data (EditorialEntry). */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), entryMeta.load().catch(() => null)]);
  return data;
}

export default function RecipeRoute() {
  const {item} = useLoaderData<typeof loader>();
  return <EditorialEntry kind="recipes" item={item} />;
}

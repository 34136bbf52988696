import {Link, type LinkProps} from '@remix-run/react';
import {useRouteContext} from '~/context/route-context';

/** A link to one of our pages, given by its canonical path, rendered in the market's own words. */
export function LocalizedLink({to, ...props}: Omit<LinkProps, 'to'> & {to: string}) {
  const {path} = useRouteContext();
  return <Link prefetch="intent" to={path(to)} {...props} />;
}

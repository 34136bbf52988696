import {Link, useLocation} from '@remix-run/react';
import type {ReactNode} from 'react';
import {linkTarget, withCartOverlay, type ButtonLinkData} from '~/content/link-targets';
import {LocalizedLink} from './LocalizedLink';

type Props = {link: ButtonLinkData | null | undefined; className?: string; children?: ReactNode};

/** Renders a content button/menu link wherever it points: our pages, the cart overlay, elsewhere, a booking. */
export function ContentLink({link, className, children}: Props) {
  const location = useLocation();
  const target = linkTarget(link);
  const label = children ?? link?.label;
  if (!target) return null;
  switch (target.kind) {
    case 'internal':
      return (
        <LocalizedLink to={target.path} className={className}>
          {label}
        </LocalizedLink>
      );
    case 'cart':
      return (
        <Link to={withCartOverlay(location.search)} preventScrollReset className={className}>
          {label}
        </Link>
      );
    case 'booking':
      // The booking popup arrives with the product page; without it the booking page opens in a new tab.
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" data-booking-popup="" className={className}>
          {label}
        </a>
      );
    case 'external':
      return (
        <a
          href={target.href}
          className={className}
          {...(target.newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
        >
          {label}
        </a>
      );
  }
}

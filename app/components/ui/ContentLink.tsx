import {Link, useLocation} from '@remix-run/react';
import type {ReactNode} from 'react';
import {linkTarget, withCartOverlay, type ButtonLinkData} from '~/content/link-targets';
import {BookingLink} from './BookingPopup';
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
      return (
        <BookingLink href={target.href} className={className}>
          {label}
        </BookingLink>
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

import {Link} from '@remix-run/react';
import {useRouteContext} from '~/context/route-context';
import {ProviderMark} from './ProviderMark';
import {useRatingLine} from './use-rating-line';

/**
 * The hero grid's review badge (spec §2 Hero grid, unless hideTrustpilot): the provider's mark, linking to our
 * reviews page, with the shop's TrustScore and number of reviews filled in after the first paint from our
 * edge-cached route. The mark is there at once and the badge's height is the mark's: nothing moves when the
 * rating comes, and without it (the service failing) the badge is the link alone.
 */
export function BusinessRatingBadge() {
  const {path, strings} = useRouteContext();
  const shown = useRatingLine((ratings, basePath) => ratings.businessRating(basePath), 'business');
  return (
    <Link
      to={path('/reviews')}
      prefetch="intent"
      className="inline-flex h-9 max-w-full items-center gap-3 overflow-hidden whitespace-nowrap text-sm"
      data-testid="business-rating"
    >
      <ProviderMark label={strings.trustpilotReviews} className="shrink-0" />
      {shown}
    </Link>
  );
}

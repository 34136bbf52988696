// The review-success modal's mount (spec §2, §3 Overlay texts): the reviews page reached back from a review
// platform (`?review=submitted`) carries its texts; the modal's code loads only then, after hydration. Closing it
// drops the parameter from the address, so a reload does not thank the shopper twice.
import {useLocation, useNavigate} from '@remix-run/react';
import {lazy, Suspense, useState} from 'react';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {useHydrated} from '~/components/ui/use-hydrated';
import {REVIEW_SUCCESS_PARAM, type ReviewSuccessTexts} from '~/overlays/overlay-texts';

const ReviewSuccessModal = lazy(() => import('./ReviewSuccessModal'));

export function ReviewSuccessHost({texts}: {texts: ReviewSuccessTexts | null}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const {pathname, search, hash} = useLocation();
  const navigate = useNavigate();
  if (!texts || !hydrated) return null;
  const close = () => {
    setOpen(false);
    const params = new URLSearchParams(search);
    params.delete(REVIEW_SUCCESS_PARAM.name);
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, {replace: true, preventScrollReset: true});
  };
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <ReviewSuccessModal texts={texts} open={open} onClose={close} />
      </Suspense>
    </ChunkBoundary>
  );
}

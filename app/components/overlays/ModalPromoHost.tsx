// Spec §2 sitewide overlays: modal promos. All this shell part holds is which promos belong to the current page
// (a path comparison); only a page that has one loads the trigger code (ModalPromoRunner), and the dialog's code
// comes when a trigger fires. README "Modal promos".
import {useLocation} from '@remix-run/react';
import {lazy, Suspense, useMemo} from 'react';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useRouteContext} from '~/context/route-context';
import {promoAppliesToPath} from '~/overlays/modal-promo-paths';
import type {LoadedModalPromo} from '~/overlays/modal-promos';

const ModalPromoRunner = lazy(() => import('./ModalPromoRunner'));

export function ModalPromoHost({promos}: {promos: LoadedModalPromo[] | undefined}) {
  const {pathname} = useLocation();
  const {basePath} = useRouteContext();
  const hydrated = useHydrated();
  const here = useMemo(
    () => (promos ?? []).filter((promo) => promoAppliesToPath(promo.path, pathname, basePath)),
    [promos, pathname, basePath],
  );
  if (!hydrated || !here.length) return null;
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <ModalPromoRunner promos={here} />
      </Suspense>
    </ChunkBoundary>
  );
}

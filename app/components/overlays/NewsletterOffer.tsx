// The newsletter offer on the account overview (spec §2 account newsletter modal). Without JavaScript its link
// is the sign-up page; with it the link opens the modal, whose code loads on that first click. The modal stays
// mounted after a sign-up (the overview's data then says subscribed) so its success texts stay on screen.
import {Link} from '@remix-run/react';
import {lazy, Suspense, useState} from 'react';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {useRouteContext} from '~/context/route-context';
import type {NewsletterTexts} from '~/overlays/overlay-texts';

const NewsletterModal = lazy(() => import('./NewsletterModal'));

export function NewsletterOffer({texts, subscribed}: {texts: NewsletterTexts | null; subscribed: boolean}) {
  const {path} = useRouteContext();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!texts || (subscribed && !opened)) return null;
  return (
    <>
      {subscribed ? null : (
        <section aria-labelledby="account-newsletter" data-testid="newsletter-offer" className="rounded-xl border border-line p-4">
          {texts.headline ? <p className="text-sm font-bold uppercase tracking-wide">{texts.headline}</p> : null}
          <h2 id="account-newsletter" className="text-lg font-semibold">
            {texts.heading}
          </h2>
          <Link
            to={path('/account/newsletter')}
            onClick={(event) => {
              event.preventDefault();
              setOpened(true);
              setOpen(true);
            }}
            className="mt-2 inline-flex min-h-11 items-center rounded-full bg-ink px-5 font-bold text-paper"
          >
            {texts.submitLabel}
          </Link>
        </section>
      )}
      {opened ? (
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <NewsletterModal texts={texts} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}

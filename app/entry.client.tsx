import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {startClientSentry} from '~/upstream/sentry.client';

// The DSN is public by design (browser errors are sent to it); without one Sentry stays off.
startClientSentry(document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

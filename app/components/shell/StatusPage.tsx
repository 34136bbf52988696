import {isRouteErrorResponse, useLocation} from '@remix-run/react';
import {useRouteContext} from '~/context/route-context';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {statusText} from '~/http/status-text';

/** The status an error boundary shows: a thrown response's own, else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** 404 and error pages: inside the shell, in the market's language, with a way back (and, when down, a retry). */
export function StatusPage({status}: {status: number}) {
  const {strings} = useRouteContext();
  const location = useLocation();
  const {title, body} = statusText(status, strings);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={status}>
      <p className="text-sm font-bold text-accent-strong">{status}</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{title}</h1>
      <p className="mt-4 text-muted">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 503 ? (
          // A full reload of the same URL: every loader runs again, with or without JavaScript.
          <a
            href={location.pathname + location.search}
            className="inline-block rounded-full border border-ink px-6 py-3 font-semibold"
          >
            {strings.tryAgain}
          </a>
        ) : null}
        <LocalizedLink to="/" className="inline-block rounded-full bg-ink px-6 py-3 font-semibold text-paper">
          {strings.backHome}
        </LocalizedLink>
      </div>
    </section>
  );
}

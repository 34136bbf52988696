import {useRouteContext} from '~/context/route-context';
import {LocalizedLink} from '~/components/ui/LocalizedLink';

/** 404 and error pages: inside the shell, in the market's language, with a way back. */
export function StatusPage({status}: {status: number}) {
  const {strings} = useRouteContext();
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={status}>
      <p className="text-sm font-bold text-accent">{status}</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{notFound ? strings.notFoundTitle : strings.errorTitle}</h1>
      <p className="mt-4 text-muted">{notFound ? strings.notFoundBody : strings.errorBody}</p>
      <LocalizedLink to="/" className="mt-8 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-paper">
        {strings.backHome}
      </LocalizedLink>
    </section>
  );
}

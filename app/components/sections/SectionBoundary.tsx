import {Component, Suspense, type ErrorInfo, type ReactNode} from 'react';

type Props = {typename: string; id: string; children: ReactNode};

/** The log line of a section that renders nothing: which record, and why. */
export function reportSectionFailure(typename: string, id: string, reason: string): void {
  console.error(`[sections] ${typename} ${id} failed: ${reason}`);
}

/**
 * One broken section must not take the product page down: it renders nothing and is logged by record.
 * In the browser this class catches render errors. The server renderer has no error boundaries, so the
 * Suspense inside it catches there: the section is left out of the HTML (and logged by record, below) and the
 * browser renders it again (and, should it fail again, this boundary logs it and renders nothing).
 */
export class SectionBoundary extends Component<Props, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportSectionFailure(this.props.typename, this.props.id, error instanceof Error ? error.message : String(error));
  }

  render() {
    if (this.state.failed) return null;
    const {typename, id, children} = this.props;
    return <Suspense fallback={<LeftOutOnServer typename={typename} id={id} />}>{children}</Suspense>;
  }
}

/**
 * The fallback, rendered (as nothing) only when the section could not be rendered: on the server this is the
 * one trace of its error, since renderToString (app/entry.server.tsx) reports errors inside a Suspense
 * boundary nowhere. The browser renders the section again and logs its own failure (componentDidCatch).
 */
function LeftOutOnServer({typename, id}: {typename: string; id: string}) {
  if (typeof document === 'undefined') reportSectionFailure(typename, id, 'could not be rendered on the server; left for the browser');
  return null;
}

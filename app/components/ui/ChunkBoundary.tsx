import {Component, type ReactNode} from 'react';

type Props = {fallback: ReactNode; children: ReactNode};

/**
 * Around code loaded on demand (the cart overlay's contents, the search results, the booking dialog): a chunk
 * that fails to load (a dropped connection, assets gone after a deploy) shows `fallback`, a plain way on,
 * instead of taking the whole page to the error view.
 */
export class ChunkBoundary extends Component<Props, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  componentDidCatch(error: unknown) {
    console.error('[chunk]', error instanceof Error ? error.message : error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import {describe, expect, it, vi} from 'vitest';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';

// React renders boundaries only in the browser (tests/e2e/lazy-chunks.spec.ts shows the fallback there); these
// check the boundary's own rules.
describe('ChunkBoundary: code loaded on demand that fails to load', () => {
  const fallback = <a href="/cart">View cart</a>;
  const children = <p>contents</p>;

  it('renders its children until something inside fails, then its fallback', () => {
    const boundary = new ChunkBoundary({fallback, children});
    expect(boundary.render()).toBe(children);
    expect(ChunkBoundary.getDerivedStateFromError()).toEqual({failed: true});
    boundary.state = ChunkBoundary.getDerivedStateFromError();
    expect(boundary.render()).toBe(fallback);
  });

  it('says what failed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    new ChunkBoundary({fallback, children}).componentDidCatch(new Error('Failed to fetch dynamically imported module'));
    expect(error).toHaveBeenCalledWith('[chunk]', 'Failed to fetch dynamically imported module');
    error.mockRestore();
  });
});

import {afterEach, describe, expect, test, vi} from 'vitest';

type Listener = () => void;

/** A window with just what the viewport store uses. */
function fakeWindow(width: number) {
  const listeners = new Set<Listener>();
  const fake = {
    innerWidth: width,
    addEventListener: vi.fn((_type: string, listener: Listener) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: Listener) => listeners.delete(listener)),
    resize(next: number) {
      fake.innerWidth = next;
      listeners.forEach((listener) => listener());
    },
  };
  vi.stubGlobal('window', fake);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe('the viewport store (spec §9: resize throttle 250 ms)', () => {
  test('one resize listener for every subscriber; bursts of resizes are measured once per 250 ms', async () => {
    vi.useFakeTimers();
    const win = fakeWindow(390);
    const {viewportStore} = await import('~/context/viewport');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = viewportStore.subscribe(first);
    const stopSecond = viewportStore.subscribe(second);
    expect(win.addEventListener).toHaveBeenCalledTimes(1);
    expect(viewportStore.getSnapshot()).toMatchObject({width: 390, isMobile: true});

    win.resize(800);
    win.resize(1000);
    win.resize(1300);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(viewportStore.getSnapshot()).toMatchObject({width: 1300, isDesktop: true, isWide: true});

    stopFirst();
    stopSecond();
    expect(win.removeEventListener).toHaveBeenCalledTimes(1);
  });
});

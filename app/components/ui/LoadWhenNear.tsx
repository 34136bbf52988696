import {startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import {useMarkupKeeper} from '~/http/kept-markup';
import {useHydrated} from './use-hydrated';
import type {holdView} from './view-anchor';

/**
 * A part of a page whose code the browser loads only when it is needed, while the server still renders it
 * in full. The server build bundles the component (`bundled`); the browser build imports it on demand.
 */
export type DeferredPart<Props> = {
  /** The component, once its code is here (always, in the server build). */
  readonly current: ComponentType<Props> | null;
  /** Loads the code (once; later calls share the first load). */
  load(): Promise<ComponentType<Props>>;
};

export function deferredPart<Props>(
  bundled: ComponentType<Props> | null,
  importer: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const part = {
    current: bundled,
    load() {
      loading ??= importer().then(
        (component) => (part.current = component),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return part;
}

type Props<PartProps> = {
  /** Names the part's element in the page, where the browser finds the markup the server sent. */
  name: string;
  className?: string;
  part: DeferredPart<PartProps>;
  props: PartProps;
  /** `used`: static content on the first screen, loaded only when the shopper touches, focuses or clicks it. */
  until?: 'near' | 'used';
  /**
   * Whether `props` hold all the part renders (default true). A part whose data the document left out
   * (app/http/unhydrated.ts) keeps the server's markup until both its code and its data are here: `onNeed`
   * is called with the code's loading and resolves when the data arrived (the caller then passes it in props).
   */
  complete?: boolean;
  onNeed?: () => Promise<unknown>;
  /**
   * Server only: makes a key holding everything the part renders from (its props, the market, the URL). The part's
   * markup is then rendered once and reused for a few seconds (app/http/kept-markup.ts). Called only when a keeper
   * is on: the key is a serialisation of the whole part's data, not worth making for nothing.
   */
  serverKey?: () => string;
};

/**
 * The part in a <div>: rendered by the server as usual; in the browser, until the part comes within half a
 * screen of the viewport, the server's markup is kept exactly as it is (no code, no hydration, nothing to
 * shift), then the code is loaded and the part renders over it the same markup, now live. A touch or focus
 * inside loads it at once too, and a click inside waits for it: the live markup gets the click (and the focus).
 *
 * Only the markup of the first render is kept: new props after a client-side navigation or a revalidation
 * that changed the data need the code itself, so the route loads it with its data (a `clientLoader` awaiting `part.load()`). Were it
 * still missing (its chunk failed to load), the part stays empty rather than showing another page's markup.
 */
export function LoadWhenNear<PartProps extends object>({
  name,
  className,
  part,
  props,
  until = 'near',
  complete = true,
  onNeed,
  serverKey,
}: Props<PartProps>) {
  // A build-time constant: the browser build has neither the hook nor the keeper.
  const keeper = import.meta.env.SSR ? useMarkupKeeper() : null;
  const hydrating = !useHydrated();
  const [kept] = useState(() => (hydrating ? keptMarkup(name, props) : null));
  const [loaded, setLoaded] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  // Where a keyboard user was, and what a shopper clicked, in the kept markup: done again in the live one.
  const handover = useRef<{focus: Mark | null; click: Mark | null}>({focus: null, click: null});
  // The section on screen in the kept markup, put back in place in the live one (./view-anchor).
  const view = useRef<ReturnType<typeof holdView> | null>(null);
  const Component = part.current;
  const canKeep = kept !== null && sameProps(kept.props, props);
  // While the server's markup still stands for the props, the part goes live only once everything it waits for
  // (its code and `onNeed`: data, the code of what it renders) is here: the code and the data alone could arrive
  // first, and a live part missing what it renders loses the click handed over to it.
  const live = Component !== null && complete && (loaded || !canKeep);
  const keep = !live && canKeep;
  const need = useRef(onNeed);
  need.current = onNeed;

  useEffect(() => {
    if (live) return;
    const target = element.current;
    const load = () =>
      Promise.all([part.load(), need.current?.(), import('./view-anchor')]).then(
        ([, , anchor]) => {
          if (target && !view.current) view.current = anchor.holdView(target);
          const focused = document.activeElement;
          if (target && focused && target.contains(focused)) handover.current.focus = mark(target, focused);
          // Scrolled near: rendered as a transition, in slices between which the browser stays responsive (a
          // page's sections at once were a 40-50 ms task). A shopper waiting on a click or focus inside gets it
          // rendered at once.
          if (handover.current.click || handover.current.focus) setLoaded(true);
          else startTransition(() => setLoaded(true));
        },
        (error: unknown) => {
          console.error('[chunk]', error instanceof Error ? error.message : error);
          // No live markup coming: what was clicked does what it does without JavaScript (links, forms).
          target?.removeEventListener('click', hold, true);
          const clicked = target && handover.current.click;
          handover.current.click = null;
          if (clicked) find(target, clicked)?.click();
        },
      );
    // A click in the kept markup waits for the live markup (its button may have no action without it).
    const hold = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (!target || !control || !target.contains(control) || event.button !== 0 || hasModifier(event)) return;
      event.preventDefault();
      event.stopPropagation();
      handover.current.click = mark(target, control);
      void load();
    };
    if (!keep || !target || typeof IntersectionObserver === 'undefined') return void load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      {rootMargin: '50% 0px'},
    );
    if (until === 'near') observer.observe(target);
    // A touch or focus inside starts loading before the click arrives.
    const early = () => void load();
    target.addEventListener('click', hold, true);
    target.addEventListener('pointerdown', early, true);
    target.addEventListener('focusin', early, true);
    return () => {
      observer.disconnect();
      target.removeEventListener('click', hold, true);
      target.removeEventListener('pointerdown', early, true);
      target.removeEventListener('focusin', early, true);
    };
  }, [live, keep, part, until]);

  // In the commit that swaps the markup, before it is painted.
  useCommitEffect(() => {
    if (live && element.current) view.current?.restore(element.current);
  }, [live]);
  useEffect(() => () => view.current?.cancel(), []);

  useEffect(() => {
    const rendered = element.current;
    if (!live || !rendered) return;
    // Set here, not rendered: the server's markup (which the first render keeps) has no such attribute.
    rendered.dataset.live = 'true';
    const {focus, click} = handover.current;
    handover.current = {focus: null, click: null};
    if (focus) find(rendered, focus)?.focus({preventScroll: true});
    if (click) find(rendered, click)?.click();
  }, [live]);

  if (live && keeper?.on && serverKey) {
    const key = serverKey();
    const html = keeper.lookup(key);
    if (html !== null) return <div key="live" className={className} data-part={name} dangerouslySetInnerHTML={{__html: html}} />;
    keeper.want(name, key);
  }
  if (live) {
    return (
      <div key="live" ref={element} className={className} data-part={name}>
        <Component {...props} />
      </div>
    );
  }
  return (
    <div
      key="kept"
      ref={element}
      className={className}
      data-part={name}
      dangerouslySetInnerHTML={{__html: keep ? kept.html : ''}}
    />
  );
}

// A build-time choice: layout effects do nothing on the server (and React says so).
const useCommitEffect = import.meta.env.SSR ? useEffect : useLayoutEffect;

/** The server's markup of the part, read before hydration touches the page, with the props it was made from. */
function keptMarkup<PartProps>(name: string, props: PartProps): {html: string; props: PartProps} | null {
  if (typeof document === 'undefined') return null;
  const html = document.querySelector(`[data-part="${name}"]`)?.innerHTML;
  return html === undefined ? null : {html, props};
}

/** What a click can act on; a click elsewhere (text, an image) needs no live markup. */
const CONTROLS = 'a[href], button, summary, label, input, select, textarea, [role="button"], [tabindex]';

function hasModifier(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function sameProps(kept: object, props: object): boolean {
  const keys = Object.keys(props) as (keyof typeof props)[];
  // A prop the first render lacked (data the document left out, app/http/unhydrated.ts) arriving later completes
  // what the server's markup already shows; it changes nothing in it.
  return (
    keys.length === Object.keys(kept).length &&
    keys.every((key) => kept[key] === undefined || kept[key] === props[key] || sameData(kept[key], props[key]))
  );
}

/**
 * Loader data equal by value: a revalidation (after add to cart, say) brings the same page as new objects, and
 * the server's markup of it still holds while the code cannot be loaded.
 */
function sameData(kept: unknown, given: unknown): boolean {
  try {
    return JSON.stringify(kept) === JSON.stringify(given);
  } catch {
    return false;
  }
}

/** An element of the part by its place in the markup, and what it says, to find its twin in the live markup. */
type Mark = {index: number; tag: string; text: string};

function mark(root: Element, element: Element): Mark {
  const index = Array.prototype.indexOf.call(root.querySelectorAll('*'), element);
  return {index, tag: element.tagName, text: element.textContent ?? ''};
}

/** The twin, if the live markup has the same element there (else nothing: better no click than a wrong one). */
function find(root: Element, {index, tag, text}: Mark): HTMLElement | null {
  const element = root.querySelectorAll('*')[index];
  return element instanceof HTMLElement && element.tagName === tag && element.textContent === text ? element : null;
}

import {Link, useLocation, useNavigation} from '@remix-run/react';
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {PAGING_PARAMS} from '~/commerce/collection-query';

// The collection's "previous / more products" paging, with the URLs and history state of Hydrogen's
// <Pagination> (its browser entry cost the collection page 3 KB of JavaScript for this alone). The links are
// plain `?cursor=…&direction=…` links, so paging works without JavaScript; with it, each link keeps the
// products already on screen in the history entry and adds the loaded page before or after them.

export type PageInfo = {
  startCursor?: string | null;
  endCursor?: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

type Connection<Node> = {nodes: Node[]; pageInfo: PageInfo};

/** What a paging link leaves in the history entry it replaces: everything on screen so far. */
type PagingState<Node> = {pagination?: {nodes?: Node[]; pageInfo?: PageInfo}};

const [CURSOR, DIRECTION] = PAGING_PARAMS;

/**
 * Set once the page has hydrated. Until then the list is the server's (only the URL's page), even when the
 * history entry still holds an earlier list (a reload): the markup has to match what the server sent.
 */
let hydrated = false;

type Props<Node> = {
  connection: Connection<Node>;
  /** Whether a node saved in the history entry has this build's shape (the entry outlives a deploy). */
  keeps: (node: unknown) => node is Node;
  children: (paging: {
    nodes: Node[];
    loading: boolean;
    previousLink: (props: LinkProps) => ReactNode;
    nextLink: (props: LinkProps) => ReactNode;
  }) => ReactNode;
};

type LinkProps = {className?: string; children: ReactNode};

export function Paging<Node>({connection, keeps, children}: Props<Node>) {
  const location = useLocation();
  const navigation = useNavigation();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    hydrated = true;
  }, []);
  useEffect(() => {
    if (navigation.state === 'idle') setLoading(false);
  }, [navigation.state]);

  const saved = (location.state as PagingState<unknown> | null)?.pagination;
  const previous = new URLSearchParams(location.search).get(DIRECTION) === 'previous';
  // Computed again only when the history entry or the page changes, so hydrating keeps the server's list (and
  // the saved nodes' shapes are checked once per entry, not on every render).
  const {nodes, pageInfo} = useMemo(() => {
    const savedNodes = hydrated ? keptNodes(saved?.nodes, keeps) : null;
    return savedNodes ? joined(savedNodes, saved?.pageInfo, connection, previous) : connection;
  }, [location.state, location.search, connection]);

  const state: PagingState<Node> = {...(location.state as object | null), pagination: {nodes, pageInfo}};
  // Elements, not components: a component made here would be a new type (and remount) on every render.
  const pageLink =
    (direction: 'next' | 'previous', cursor: string | null | undefined, shown: boolean) =>
    ({className, children: label}: LinkProps) =>
      shown ? (
        <Link
          to={pageUrl(location.search, direction, cursor)}
          state={state}
          replace
          preventScrollReset
          className={className}
          onClick={() => setLoading(true)}
        >
          {label}
        </Link>
      ) : null;

  return children({
    nodes,
    loading,
    previousLink: pageLink('previous', pageInfo.startCursor, pageInfo.hasPreviousPage),
    nextLink: pageLink('next', pageInfo.endCursor, pageInfo.hasNextPage),
  });
}

/**
 * The saved list when every node has this build's shape; else none, and the page shows the URL's page alone
 * (an entry saved before a deploy changed the nodes' shape, or state another script left in the entry).
 */
export function keptNodes<Node>(nodes: unknown, keeps: (node: unknown) => node is Node): Node[] | null {
  return Array.isArray(nodes) && nodes.every(keeps) ? nodes : null;
}

/** The list so far and the page just loaded: before it when paging back, after it when paging on. */
function joined<Node>(
  nodes: Node[],
  savedInfo: PageInfo | undefined,
  page: Connection<Node>,
  previous: boolean,
): Connection<Node> {
  const info = savedInfo ?? page.pageInfo;
  return previous
    ? {
        nodes: [...page.nodes, ...nodes],
        pageInfo: {...info, startCursor: page.pageInfo.startCursor, hasPreviousPage: page.pageInfo.hasPreviousPage},
      }
    : {
        nodes: [...nodes, ...page.nodes],
        pageInfo: {...info, endCursor: page.pageInfo.endCursor, hasNextPage: page.pageInfo.hasNextPage},
      };
}

/** The current query with the page's cursor and direction (sort and filters kept). */
export function pageUrl(search: string, direction: 'next' | 'previous', cursor: string | null | undefined): string {
  const params = new URLSearchParams(search);
  params.set(DIRECTION, direction);
  if (cursor) params.set(CURSOR, cursor);
  return `?${params.toString()}`;
}

// Structured text from the content service as React elements (never raw HTML). Spec §2 "Rich text": links
// that leave the site open in a new tab with noopener and noreferrer, booking links open the booking popup;
// tables scroll inside their own box.
import {useRouteLoaderData} from '@remix-run/react';
import {cn} from '~/components/ui/class-names';
import {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import {renderNodeRule, StructuredText, type StructuredTextDocument} from 'react-datocms';
import type {RichTextPartsFragment} from '~graphql/content/content.generated';
import type {Loaded} from '~/content/sections';
import {Media} from '~/components/media/Media';
import {BookingLink} from '~/components/ui/BookingPopup';
import {ContentLink} from '~/components/ui/ContentLink';
import {isBookingUrl, linkTarget, type LinkRecord} from '~/content/link-targets';
import {isExternalLink, isStructuredTextValue, isUnsafeHref, tableData} from '~/content/rich-text';
import {useRouteContext} from '~/context/route-context';
import {MARKETS} from '~/markets/markets';
import type {loader as rootLoader} from '~/root';

type RichTextBlock = Loaded<RichTextPartsFragment>['blocks'][number];
type RichTextLinkRecord = Loaded<RichTextPartsFragment>['links'][number];

/** A RichTextField as the content fragments select it (RichTextParts); blocks and links may be left out. */
export type RichTextData = {
  value?: unknown;
  blocks?: readonly RichTextBlock[] | null;
  links?: readonly RichTextLinkRecord[] | null;
};

/**
 * Typography for elements the document produces (no typography plugin: kept to what editors use). It is the
 * `rich-text` class in styles/app.css: one short class on every block instead of twenty descendant utilities.
 */
const BODY_CLASS = 'rich-text';

type StructuredTextNode = Parameters<Parameters<typeof renderNodeRule>[0]>[0];
type LinkNode = Extract<StructuredTextNode, {type: 'link'}>;
const isLinkNode = (node: StructuredTextNode): node is LinkNode => node.type === 'link';

export function RichText({data, className}: {data: RichTextData | null | undefined; className?: string}) {
  const ownHosts = useOwnHosts();
  if (!data || !isStructuredTextValue(data.value)) return null;
  return (
    <div className={cn(BODY_CLASS, className)}>
      <StructuredText<RichTextBlock, RichTextLinkRecord>
        data={{
          value: data.value as unknown as StructuredTextDocument,
          blocks: [...(data.blocks ?? [])],
          links: [...(data.links ?? [])],
        }}
        customNodeRules={[
          renderNodeRule(isLinkNode, ({node, children, key}) => (
            <UrlLink key={key} url={node.url} ownHosts={ownHosts}>
              {children}
            </UrlLink>
          )),
        ]}
        renderLinkToRecord={({record, children}) => <RecordLink record={record}>{children}</RecordLink>}
        // Inline records and inline blocks are not part of our content model; should one appear, it is left
        // out rather than failing the whole text.
        renderInlineRecord={() => null}
        renderInlineBlock={() => null}
        renderBlock={({record}) => <Block record={record} />}
      />
    </div>
  );
}

/** Our hosts: every market's production host, the hosts configured for this deployment, the current origin. */
function useOwnHosts(): string[] {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The current origin is only known in the browser; reading it through the store keeps hydration consistent.
  const origin = useSyncExternalStore(subscribeNever, currentHost, () => null);
  const configured = root?.hosts;
  return useMemo(
    () => [...MARKETS.map((market) => market.defaultHost), ...Object.values(configured ?? {}), ...(origin ? [origin] : [])],
    [configured, origin],
  );
}

const subscribeNever = () => () => {};
const currentHost = () => window.location.host;

function UrlLink({url, ownHosts, children}: {url: string; ownHosts: string[]; children: ReactNode}) {
  const {strings} = useRouteContext();
  const href = url.trim();
  if (!href || isUnsafeHref(href)) return <>{children}</>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  // Our own paths go through the link helper: canonical words become the market's, /cart opens the overlay.
  if (href.startsWith('/') && !href.startsWith('//')) return <ContentLink link={{url: href}}>{children}</ContentLink>;
  if (isBookingUrl(href)) return <BookingLink href={href}>{children}</BookingLink>;
  if (isExternalLink(href, ownHosts)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {strings.opensInNewTab}</span>
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}

/** A link to one of our records: its page through the link targets and the market's words. */
function RecordLink({record, children}: {record: RichTextLinkRecord; children: ReactNode}) {
  const link = {useEntryLink: true, entryLink: record as LinkRecord};
  if (!linkTarget(link)) return <>{children}</>;
  return <ContentLink link={link}>{children}</ContentLink>;
}

function Block({record}: {record: RichTextBlock}) {
  const {strings} = useRouteContext();
  switch (record.__typename) {
    case 'TableBlockRecord': {
      const table = tableData(record.table);
      if (!table) return null;
      // A focusable, named region so keyboard users can scroll a table wider than the screen.
      return (
        <div role="region" aria-label={strings.table} tabIndex={0} className="my-4 overflow-x-auto">
          <table className="rich-table min-w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'ImageBlockRecord':
      return record.image ? (
        <figure className="my-4">
          <Media file={record.image} sizes="(min-width: 768px) 720px, 100vw" className="rounded-xl" />
        </figure>
      ) : null;
    default:
      return null;
  }
}

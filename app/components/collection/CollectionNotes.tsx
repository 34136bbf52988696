import {Link, useLocation} from '@remix-run/react';
import {collectionSearch, type CollectionNote} from '~/commerce/collection-query';
import {useRouteContext} from '~/context/route-context';
import type {Strings} from '~locales/index';
import type {CollectionView} from './collection-view';

const NOTE_TEXT: Record<CollectionNote, keyof Strings> = {
  unknownSort: 'collectionNoteUnknownSort',
  invalidPrice: 'collectionNoteInvalidPrice',
  unreadableFilter: 'collectionNoteUnreadableFilter',
  noMatches: 'collectionNoteNoMatches',
  badPage: 'collectionNoteBadPage',
};

/**
 * What the page could not do as the URL asked, in the shopper's words (issue 15 "Bad input"): the products
 * shown are the nearest view that works. A live region, so a change made with JavaScript is announced too.
 */
export function CollectionNotes({id, notes, view}: {id: string; notes: CollectionNote[]; view: CollectionView}) {
  const {strings} = useRouteContext();
  const {pathname} = useLocation();
  return (
    <div id={id} role="status" className="mt-4 space-y-2 empty:mt-0">
      {notes.map((note) => (
        <p key={note} className="rounded-lg border-l-4 border-accent bg-sand px-4 py-3 text-sm" data-note={note}>
          {strings[NOTE_TEXT[note]]}
          {note === 'noMatches' ? (
            <>
              {' '}
              <Link to={`${pathname}${collectionSearch({...view, price: null, filters: []})}`} preventScrollReset className="font-semibold underline">
                {strings.clearFilters}
              </Link>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

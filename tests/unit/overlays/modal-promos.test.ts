// Spec §3 Modal promo, §4 Modals: which promos apply to a path and a moment, the interval per visitor, the
// triggers, and what the root loader keeps of a record (app/overlays/modal-promos.ts, modal-promo-paths.ts).
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import type {ModalPromosQuery} from '~graphql/content/content.generated';
import {promoAppliesToPath, promoPagePath} from '~/overlays/modal-promo-paths';
import {
  dueForVisitor,
  inWindow,
  isExitIntent,
  modalPromoFrom,
  PROMO_STORAGE_KEY,
  rememberShown,
  scrollReached,
  showable,
  type PromoMemory,
} from '~/overlays/modal-promos';

type PromoRecord = ModalPromosQuery['allModalPromos'][number];

const NOW = Date.parse('2026-01-15T12:00:00Z');

function record(fields: Partial<PromoRecord> = {}): PromoRecord {
  return {
    id: '1',
    media: null,
    content: [
      {
        __typename: 'ModalPromoTextRecord',
        id: 't',
        copy: 'Hello',
        copyDesktop: null,
        textColor: null,
        fontSize: null,
        fontWeight: null,
      },
    ],
    onPageLoad: true,
    onScroll: false,
    scrollOffset: null,
    onPageExit: false,
    showOnSpecificTime: false,
    startDatetime: null,
    endDatetime: null,
    useInterval: false,
    intervalInMinutes: null,
    onSpecificPage: false,
    specificPageUrl: null,
    outerClickCloseModal: true,
    escButtonCloseModal: true,
    mobileOnly: false,
    ...fields,
  };
}

/** An in-memory Storage; `broken` throws as a blocked one does. */
function store(broken = false) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError');
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError');
      values.set(key, value);
    },
  };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a specific page', () => {
  test('a path or a full URL names a path, without trailing slash, query or case', () => {
    expect(promoPagePath('/recepten/')).toBe('/recepten');
    expect(promoPagePath('https://www.originalfuel.nl/Recepten?x=1#top')).toBe('/recepten');
    expect(promoPagePath('recepten')).toBe('/recepten');
  });

  test('a broken URL or an empty one names nothing', () => {
    expect(promoPagePath('http://[not a url')).toBeNull();
    expect(promoPagePath('   ')).toBeNull();
  });

  test('matches the page with or without the market prefix', () => {
    expect(promoAppliesToPath('/recepten', '/recepten', '')).toBe(true);
    expect(promoAppliesToPath('/recepten', '/nl-be/recepten/', '/nl-be')).toBe(true);
    expect(promoAppliesToPath('/de/rezepte', '/de/rezepte', '/de')).toBe(true);
    expect(promoAppliesToPath('/rezepte', '/de/rezepte', '/de')).toBe(true);
    expect(promoAppliesToPath('/', '/de', '/de')).toBe(true);
  });

  test('never another page, a sub-page or a lookalike prefix', () => {
    expect(promoAppliesToPath('/recepten', '/recepten/ontbijt/pannenkoeken', '')).toBe(false);
    expect(promoAppliesToPath('/rezepte', '/detox/rezepte', '/de')).toBe(false);
    expect(promoAppliesToPath('/recepten', '/producten', '')).toBe(false);
  });

  test('a promo without a specific page applies everywhere', () => {
    expect(promoAppliesToPath(null, '/anything', '')).toBe(true);
    expect(promoAppliesToPath(undefined, '/de/x', '/de')).toBe(true);
  });
});

describe('the time window', () => {
  const start = Date.parse('2026-06-01T00:00:00Z');
  const end = Date.parse('2026-06-30T00:00:00Z');

  test('open from its start (inclusive) to its end (exclusive)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(start - 1);
    expect(inWindow({startsAt: start, endsAt: end}, Date.now())).toBe(false);
    vi.setSystemTime(start);
    expect(inWindow({startsAt: start, endsAt: end}, Date.now())).toBe(true);
    vi.advanceTimersByTime(end - start - 1);
    expect(inWindow({startsAt: start, endsAt: end}, Date.now())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(inWindow({startsAt: start, endsAt: end}, Date.now())).toBe(false);
  });

  test('either end may be open', () => {
    expect(inWindow({startsAt: null, endsAt: end}, start)).toBe(true);
    expect(inWindow({startsAt: start}, end + 1e9)).toBe(true);
    expect(inWindow({}, 0)).toBe(true);
  });

  test('mobile-only promos show on phones only', () => {
    expect(showable({mobileOnly: true}, 0, true)).toBe(true);
    expect(showable({mobileOnly: true}, 0, false)).toBe(false);
    expect(showable({mobileOnly: false, endsAt: 10}, 20, true)).toBe(false);
  });
});

describe('the interval per visitor', () => {
  test('shown again at most once per intervalInMinutes: a timestamp in localStorage per id', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-06-01T12:00:00Z'));
    const memory: PromoMemory = {local: store(), session: store()};
    const promo = {id: '42', intervalMinutes: 60};
    expect(dueForVisitor(promo, Date.now(), memory)).toBe(true);
    rememberShown(promo, Date.now(), memory);
    expect((memory.local as ReturnType<typeof store>).values.get(PROMO_STORAGE_KEY('42'))).toBe(String(Date.now()));
    vi.advanceTimersByTime(59 * 60_000 + 59_999);
    expect(dueForVisitor(promo, Date.now(), memory)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dueForVisitor(promo, Date.now(), memory)).toBe(true);
  });

  test('without an interval: once per browser session', () => {
    const memory: PromoMemory = {local: store(), session: store()};
    const promo = {id: '7'};
    expect(dueForVisitor(promo, 1000, memory)).toBe(true);
    rememberShown(promo, 1000, memory);
    expect(dueForVisitor(promo, 1000 + 365 * 86_400_000, memory)).toBe(false);
    expect((memory.local as ReturnType<typeof store>).values.size).toBe(0);
    // A new session (a new tab) shows it again.
    expect(dueForVisitor(promo, 2000, {...memory, session: store()})).toBe(true);
  });

  test('one promo’s sighting does not hide another', () => {
    const memory: PromoMemory = {local: store(), session: store()};
    rememberShown({id: 'a', intervalMinutes: 5}, 0, memory);
    expect(dueForVisitor({id: 'b', intervalMinutes: 5}, 1, memory)).toBe(true);
  });

  test('a garbled or future timestamp counts as never seen; blocked storage never breaks', () => {
    const local = store();
    local.values.set(PROMO_STORAGE_KEY('x'), 'soon');
    expect(dueForVisitor({id: 'x', intervalMinutes: 5}, 1000, {local, session: null})).toBe(true);
    local.values.set(PROMO_STORAGE_KEY('x'), '99999999999999');
    expect(dueForVisitor({id: 'x', intervalMinutes: 5}, 1000, {local, session: null})).toBe(true);
    const blocked: PromoMemory = {local: store(true), session: store(true)};
    expect(() => rememberShown({id: 'x', intervalMinutes: 5}, 0, blocked)).not.toThrow();
    expect(dueForVisitor({id: 'x', intervalMinutes: 5}, 0, blocked)).toBe(true);
    expect(dueForVisitor({id: 'x'}, 0, {local: null, session: null})).toBe(true);
  });
});

describe('the triggers', () => {
  test('scroll: at or past the offset in px', () => {
    expect(scrollReached(400, 399)).toBe(false);
    expect(scrollReached(400, 400)).toBe(true);
    expect(scrollReached(0, 0)).toBe(true);
  });

  test('exit intent: the pointer leaving through the top, on desktop only', () => {
    expect(isExitIntent({clientY: -2, relatedTarget: null}, true)).toBe(true);
    expect(isExitIntent({clientY: 0, relatedTarget: null}, true)).toBe(true);
    expect(isExitIntent({clientY: -2, relatedTarget: null}, false)).toBe(false);
    // Leaving through the bottom or a side, or moving onto another element.
    expect(isExitIntent({clientY: 500, relatedTarget: null}, true)).toBe(false);
    expect(isExitIntent({clientY: -2, relatedTarget: {}}, true)).toBe(false);
  });
});

describe('a record as the root loader keeps it', () => {
  test('its triggers, rules and content', () => {
    const promo = modalPromoFrom(
      record({
        onScroll: true,
        scrollOffset: 250.4,
        onPageExit: true,
        useInterval: true,
        intervalInMinutes: 30,
        onSpecificPage: true,
        specificPageUrl: '/Recepten/',
        escButtonCloseModal: false,
        outerClickCloseModal: null,
        mobileOnly: true,
      }),
      NOW,
    );
    expect(promo).toMatchObject({
      onLoad: true,
      scrollOffset: 250,
      onExit: true,
      intervalMinutes: 30,
      path: '/recepten',
      closeOnEscape: false,
      closeOnOutsideClick: true,
      mobileOnly: true,
      content: [{kind: 'text', copy: 'Hello', fontSize: 'medium', fontWeight: 'regular'}],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  test('a window becomes epoch ms; a window that is no date or ends before it starts is skipped, logged', () => {
    expect(
      modalPromoFrom(record({showOnSpecificTime: true, startDatetime: '2026-01-01T00:00:00Z', endDatetime: null}), NOW),
    ).toMatchObject({startsAt: Date.parse('2026-01-01T00:00:00Z'), endsAt: null});
    expect(modalPromoFrom(record({showOnSpecificTime: true, startDatetime: 'yesterday'}), NOW)).toBeNull();
    expect(
      modalPromoFrom(
        record({showOnSpecificTime: true, startDatetime: '2026-02-01T00:00:00Z', endDatetime: '2026-01-01T00:00:00Z'}),
        NOW,
      ),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('a broken page URL is skipped, logged', () => {
    expect(modalPromoFrom(record({onSpecificPage: true, specificPageUrl: 'http://[not a url'}), NOW)).toBeNull();
    expect(modalPromoFrom(record({onSpecificPage: true, specificPageUrl: null}), NOW)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('specificPageUrl');
  });

  test('media that is neither image nor video: rendered without it, logged', () => {
    const promo = modalPromoFrom(
      record({media: {id: 'm', url: '', mimeType: 'application/pdf', video: null} as unknown as PromoRecord['media']}),
      NOW,
    );
    expect(promo?.media).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a window that has ended is left out, without a log line', () => {
    expect(modalPromoFrom(record({showOnSpecificTime: true, endDatetime: '2026-01-15T12:00:00Z'}), NOW)).toBeNull();
    expect(
      modalPromoFrom(record({showOnSpecificTime: true, startDatetime: '2027-01-01T00:00:00Z'}), NOW),
    ).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  test('no trigger, or nothing to show: skipped', () => {
    expect(modalPromoFrom(record({onPageLoad: false}), NOW)).toBeNull();
    expect(
      modalPromoFrom(
        record({
          content: [
            {
              __typename: 'ModalPromoTextRecord',
              id: 't',
              copy: '  ',
              copyDesktop: null,
              textColor: null,
              fontSize: null,
              fontWeight: null,
            },
          ],
        }),
        NOW,
      ),
    ).toBeNull();
  });

  test('an interval without minutes falls back to once per session, logged', () => {
    expect(modalPromoFrom(record({useInterval: true, intervalInMinutes: 0}), NOW)?.intervalMinutes).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('buttons without a label or a target are left out', () => {
    const promo = modalPromoFrom(
      record({
        content: [
          {
            __typename: 'ModalPromoButtonsRecord',
            id: 'b',
            buttons: [
              {id: '1', label: 'Go', url: '/x', openInNewTab: false, useEntryLink: false, entryLink: null},
              {id: '2', label: 'Nowhere', url: null, openInNewTab: false, useEntryLink: false, entryLink: null},
            ],
          },
          {
            __typename: 'ModalPromoTextRecord',
            id: 't',
            copy: 'Hi',
            copyDesktop: 'Hello there',
            textColor: {hex: '#123456'},
            fontSize: 'huge',
            fontWeight: 'bold',
          },
        ],
      }),
      NOW,
    );
    expect(promo?.content).toEqual([
      {kind: 'buttons', id: 'b', buttons: [expect.objectContaining({label: 'Go'})]},
      {
        kind: 'text',
        id: 't',
        copy: 'Hi',
        copyDesktop: 'Hello there',
        textColor: '#123456',
        fontSize: 'medium',
        fontWeight: 'bold',
      },
    ]);
  });
});

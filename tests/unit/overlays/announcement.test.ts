// Spec §3/§4/§9 Announcement bar: the pages it shows on, the windows (Europe/Amsterdam, converted to the visitor's
// zone), what the root loader keeps of the record (bad input skipped with a log line), and the clock: windows
// checked again every 10 s, the next slide after 5 s (fake timers). README "Announcement bar".
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import type {AnnouncementBarQuery} from '~graphql/content/content.generated';
import {announcementBarFrom, slidesOf, type LoadedAnnouncementBar} from '~/overlays/announcement';
import {announcementBarShowsOn} from '~/overlays/announcement-paths';
import {startAnnouncementClock, initialRotation, type RotationState} from '~/overlays/announcement-rotation';
import {amsterdamClock, isScheduledNow, windowFrom, type AnnouncementWindow} from '~/overlays/announcement-schedule';

type BarRecord = NonNullable<AnnouncementBarQuery['announcementBar']>;
type ItemRecord = BarRecord['items'][number];

function item(id: string, fields: Partial<ItemRecord> = {}): ItemRecord {
  return {id, content: `Item ${id}`, enabled: true, link: null, settings: [], ...fields};
}

function record(fields: Partial<BarRecord> = {}): BarRecord {
  return {
    showAnnouncementBar: true,
    homepageOnly: false,
    content: null,
    items: [item('a'), item('b')],
    animationDuration: null,
    animationType: 'crossfade',
    overwritePageSettings: false,
    backgroundColor: {hex: '#1f2a44'},
    textColor: {hex: '#ffffff'},
    backgroundMedia: null,
    ...fields,
  };
}

/** An instant from an Amsterdam wall-clock time and its offset that day (+01:00 in winter, +02:00 in summer). */
const amsterdam = (local: string, offset: '+01:00' | '+02:00') => Date.parse(`${local}${offset}`);
// Monday 12 January 2026 (winter) and Monday 13 July 2026 (summer).
const WINTER_MONDAY = '2026-01-12';
const SUMMER_MONDAY = '2026-07-13';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('spec §2/§4 announcement bar: the pages it shows on', () => {
  const MARKETS = ['', '/de', '/en', '/it', '/fr', '/nl-be', '/fr-be'];
  const PREVIEWS = ['/emails/preview', '/emails/preview/', '/emails/preview/order-confirmation', '/de/emails/preview', '/account/emails/preview/x', '/EMAILS/Preview'];

  test('never on a path containing /emails/preview, whatever comes before or after it, homepage-only or not', () => {
    for (const basePath of MARKETS)
      for (const path of PREVIEWS)
        for (const homepageOnly of [false, true])
          expect(announcementBarShowsOn({homepageOnly}, basePath + path, basePath), basePath + path).toBe(false);
  });

  test('homepage-only: on the market’s home page (with or without a trailing slash, in any case), on no other page', () => {
    for (const basePath of MARKETS) {
      for (const home of [basePath || '/', `${basePath}/`, basePath.toUpperCase() || '/'])
        expect(announcementBarShowsOn({homepageOnly: true}, home, basePath), home).toBe(true);
      for (const page of ['/producten', '/producten/protein', '/emails', '/x/'])
        expect(announcementBarShowsOn({homepageOnly: true}, basePath + page, basePath), basePath + page).toBe(false);
    }
  });

  test('without homepage-only: on every page of the market', () => {
    for (const basePath of MARKETS)
      for (const page of ['/', '/producten', '/producten/protein/whey-protein', '/emails', '/preview'])
        expect(announcementBarShowsOn({homepageOnly: false}, basePath + page, basePath)).toBe(true);
  });
});

describe('spec §4 announcement bar: windows in Europe/Amsterdam', () => {
  // The platform's zone data is the oracle: Node's Intl knows Europe/Amsterdam's history.
  const zone = new Intl.DateTimeFormat('en-US', {timeZone: 'Europe/Amsterdam', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23'});
  function intlClock(now: number) {
    const parts = Object.fromEntries(zone.formatToParts(now).map(({type, value}) => [type, value]));
    return {day: WEEKDAYS.indexOf(parts.weekday!.toLowerCase()), minute: Number(parts.hour) * 60 + Number(parts.minute)};
  }

  test('the shop’s clock agrees with the zone data every 37 minutes from 2000 to 2040, summer time included', () => {
    const STEP = 37 * 60_000;
    for (let now = Date.UTC(2000, 0, 1); now < Date.UTC(2040, 0, 1); now += STEP) {
      const ours = amsterdamClock(now);
      const theirs = intlClock(now);
      if (ours.day !== theirs.day || ours.minute !== theirs.minute) expect(ours, new Date(now).toISOString()).toEqual(theirs);
    }
  });

  test('the clock changes at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    for (let year = 2000; year < 2040; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (const now of [change - 60_000, change - 1, change, change + 60_000])
          expect(amsterdamClock(now), new Date(now).toISOString()).toEqual(intlClock(now));
      }
    }
  });

  test('every weekday name (any case, spaces around) and every-day spellings are read', () => {
    WEEKDAYS.forEach((day, index) => {
      for (const spelling of [day, day.toUpperCase(), ` ${day[0]!.toUpperCase()}${day.slice(1)} `])
        expect(windowFrom({day: spelling, startTime: '09:00', endTime: '10:00'})).toEqual({day: index, start: 540, end: 600});
    });
    for (const every of [null, '', 'everyday', 'Every day', 'daily'])
      expect(windowFrom({day: every, startTime: '09:00', endTime: '10:00'})).toEqual({start: 540, end: 600});
  });

  test('times: every minute of the day is read as HH:mm and H:mm; no start is midnight, no end (or 24:00) the day’s end', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const hours = Math.floor(minute / 60);
      const mm = String(minute % 60).padStart(2, '0');
      for (const written of [`${String(hours).padStart(2, '0')}:${mm}`, `${hours}:${mm}`, `${String(hours).padStart(2, '0')}:${mm}:00`]) {
        const window = windowFrom({startTime: written, endTime: null});
        expect(window, written).toEqual({start: minute, end: 1440});
      }
    }
    expect(windowFrom({startTime: null, endTime: '24:00'})).toEqual({start: 0, end: 1440});
    expect(windowFrom({startTime: '10:00', endTime: '10:00'})).toEqual({problem: 'it starts when it ends'});
    expect(windowFrom({startTime: '', endTime: '12:00'})).toEqual({start: 0, end: 720});
    expect(windowFrom({startTime: '12:00', endTime: '24:00'})).toEqual({start: 720, end: 1440});
  });

  test('an unreadable time or day is a problem that names it, never a window', () => {
    const badTimes = ['25:00', '24:00', '24:01', '12:60', '12:5', '123:00', 'noon', '12', '12h00', '12:00:60', '-1:00', '9:00 am', '１２:００'];
    for (const time of badTimes) {
      expect(windowFrom({startTime: time, endTime: '23:00'}), time).toEqual({problem: expect.stringContaining('startTime')});
      if (time !== '24:00')
        expect(windowFrom({startTime: '01:00', endTime: time}), time).toEqual({problem: expect.stringContaining('endTime')});
    }
    for (const day of ['mon', 'maandag', 'weekend', '1', 'funday'])
      expect(windowFrom({day, startTime: '09:00', endTime: '10:00'})).toEqual({problem: expect.stringContaining('day')});
  });

  const MONDAY_NINE_TO_TEN: AnnouncementWindow[] = [{day: 1, start: 540, end: 600}];

  test.each([
    ['winter', WINTER_MONDAY, '+01:00'],
    ['summer', SUMMER_MONDAY, '+02:00'],
  ] as const)('%s: Monday 09:00–10:00 Amsterdam time holds from 09:00 (inclusive) to 10:00 (exclusive), on Mondays only', (_, monday, offset) => {
    for (let minute = 8 * 60; minute < 11 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(isScheduledNow(MONDAY_NINE_TO_TEN, amsterdam(`${monday}T${time}:00`, offset)), time).toBe(minute >= 540 && minute < 600);
    }
    // The same hour on the other days of that week.
    const mondayMs = amsterdam(`${monday}T09:30:00`, offset);
    for (let day = 1; day < 7; day++) expect(isScheduledNow(MONDAY_NINE_TO_TEN, mondayMs + day * 86_400_000)).toBe(false);
  });

  test('converted to the visitor’s zone: the Amsterdam 09:00 opening is 08:00 in Lisbon, 10:00 in Helsinki, 08:00 UTC in winter', () => {
    const opening = amsterdam(`${WINTER_MONDAY}T09:00:00`, '+01:00');
    const clock = (zone: string) =>
      new Intl.DateTimeFormat('en-GB', {timeZone: zone, hour: '2-digit', minute: '2-digit'}).format(opening);
    expect([clock('Europe/Lisbon'), clock('Europe/Helsinki'), clock('UTC')]).toEqual(['08:00', '10:00', '08:00']);
    expect(isScheduledNow(MONDAY_NINE_TO_TEN, opening)).toBe(true);
    expect(isScheduledNow(MONDAY_NINE_TO_TEN, opening - 60_000)).toBe(false);
    // Summer: 07:00 UTC.
    expect(isScheduledNow(MONDAY_NINE_TO_TEN, Date.parse(`${SUMMER_MONDAY}T07:00:00Z`))).toBe(true);
    expect(isScheduledNow(MONDAY_NINE_TO_TEN, Date.parse(`${SUMMER_MONDAY}T06:59:00Z`))).toBe(false);
  });

  test('a window ending at or before its start runs past midnight into the next day', () => {
    const fridayNight: AnnouncementWindow[] = [{day: 5, start: 22 * 60, end: 2 * 60}];
    const at = (date: string, time: string) => isScheduledNow(fridayNight, amsterdam(`${date}T${time}:00`, '+01:00'));
    // Friday 16 January 2026.
    expect([at('2026-01-16', '21:59'), at('2026-01-16', '22:00'), at('2026-01-16', '23:59')]).toEqual([false, true, true]);
    expect([at('2026-01-17', '00:00'), at('2026-01-17', '01:59'), at('2026-01-17', '02:00')]).toEqual([true, true, false]);
    // Thursday night and Saturday night are not Friday's.
    expect([at('2026-01-15', '23:00'), at('2026-01-17', '23:00'), at('2026-01-16', '01:00')]).toEqual([false, false, false]);
  });

  test('no windows: always; several: any of them', () => {
    expect(isScheduledNow([], 0)).toBe(true);
    expect(isScheduledNow(undefined, 0)).toBe(true);
    const twice: AnnouncementWindow[] = [{start: 8 * 60, end: 9 * 60}, {start: 17 * 60, end: 18 * 60}];
    const at = (time: string) => isScheduledNow(twice, amsterdam(`${WINTER_MONDAY}T${time}:00`, '+01:00'));
    expect(['08:30', '12:00', '17:30', '18:00'].map(at)).toEqual([true, false, true, false]);
  });
});

describe('spec §3 announcement bar: what the root loader keeps of the record', () => {
  const NOW = amsterdam(`${WINTER_MONDAY}T12:00:00`, '+01:00');
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  test('shown only when enabled (showAnnouncementBar) and with something to show', () => {
    expect(announcementBarFrom(null, NOW)).toBeNull();
    for (const show of [false, null]) expect(announcementBarFrom(record({showAnnouncementBar: show}), NOW)).toBeNull();
    expect(announcementBarFrom(record({items: []}), NOW)).toBeNull();
    expect(announcementBarFrom(record({items: [], content: '  '}), NOW)).toBeNull();
    expect(announcementBarFrom(record({items: [], content: 'Own text'}), NOW)).toMatchObject({content: 'Own text', current: []});
  });

  test('items with enabled false are left out, silently; enabled missing counts as on', () => {
    const warn = quiet();
    const bar = announcementBarFrom(record({items: [item('a', {enabled: false}), item('b', {enabled: null}), item('c')]}), NOW);
    expect(bar?.items.map((shown) => shown.id)).toEqual(['b', 'c']);
    expect(warn).not.toHaveBeenCalled();
  });

  test('an item without content is skipped with a log line', () => {
    const warn = quiet();
    for (const content of [null, '', '   ']) {
      const bar = announcementBarFrom(record({items: [item('empty', {content}), item('b')]}), NOW);
      expect(bar?.items.map((shown) => shown.id)).toEqual(['b']);
    }
    expect(warn).toHaveBeenCalledWith('[announcement-bar] item empty skipped, it has no content');
  });

  test('a window with an invalid time is skipped with a log line; an item left with no window is skipped too', () => {
    const warn = quiet();
    const bar = announcementBarFrom(
      record({
        items: [
          item('partly', {settings: [{day: 'monday', startTime: '25:00', endTime: '26:00'}, {day: 'monday', startTime: '11:00', endTime: '13:00'}]}),
          item('never', {settings: [{day: 'saturday', startTime: '25:00', endTime: '26:00'}]}),
          item('b'),
        ],
      }),
      NOW,
    );
    expect(bar?.items.map((shown) => [shown.id, shown.windows])).toEqual([
      ['partly', [{day: 1, start: 660, end: 780}]],
      ['b', []],
    ]);
    expect(bar?.current).toEqual(['partly', 'b']);
    expect(warn).toHaveBeenCalledWith('[announcement-bar] item partly: a window skipped, startTime "25:00" is no time (HH:mm)');
    expect(warn).toHaveBeenCalledWith('[announcement-bar] item never skipped, none of its windows can be read');
  });

  test('current: the items whose window holds at the render; none current and no own text: no bar', () => {
    const morning = [{day: 'monday', startTime: '06:00', endTime: '10:00'}];
    const bar = announcementBarFrom(record({items: [item('morning', {settings: morning}), item('b')]}), NOW);
    expect(bar?.current).toEqual(['b']);
    expect(announcementBarFrom(record({items: [item('morning', {settings: morning})]}), NOW)).toBeNull();
    expect(announcementBarFrom(record({items: [item('morning', {settings: morning})], content: 'Own'}), NOW)?.current).toEqual([]);
  });

  test('one content answer is read once: its bad items logged once, while the current items follow the moment', () => {
    const warn = quiet();
    const morning = [{day: 'monday', startTime: '06:00', endTime: '10:00'}];
    const answer = record({items: [item('morning', {settings: morning}), item('empty', {content: ''}), item('b')]});
    const at = (time: string) => announcementBarFrom(answer, amsterdam(`${WINTER_MONDAY}T${time}:00`, '+01:00'))?.current;
    expect([at('07:00'), at('12:00'), at('09:59'), at('10:00')]).toEqual([['morning', 'b'], ['b'], ['morning', 'b'], ['b']]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(announcementBarFrom(record({items: [item('empty', {content: ''}), item('b')]}), NOW)?.current).toEqual(['b']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('animation: crossfade, scroll or slide (anything else crossfade, logged); duration in seconds, 0.5 s when none', () => {
    const warn = quiet();
    for (const type of ['crossfade', 'scroll', 'slide'])
      expect(announcementBarFrom(record({animationType: type}), NOW)?.animation).toBe(type);
    for (const type of [null, ''])
      expect(announcementBarFrom(record({animationType: type}), NOW)?.animation).toBe('crossfade');
    expect(warn).not.toHaveBeenCalled();
    expect(announcementBarFrom(record({animationType: 'spin'}), NOW)?.animation).toBe('crossfade');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"spin"'));
    const duration = (animationDuration: number | null) => announcementBarFrom(record({animationDuration}), NOW)?.transitionMs;
    expect([duration(null), duration(0.8), duration(0), duration(2), duration(-1), duration(Number.NaN)]).toEqual([500, 800, 0, 2000, 500, 500]);
  });

  test('colours: the text colour when readable on the background, else ink or paper; default ink bar with paper text', () => {
    const colours = (background: string | null, text: string | null) => {
      const bar = announcementBarFrom(record({backgroundColor: background ? {hex: background} : null, textColor: text ? {hex: text} : null}), NOW);
      return [bar?.background, bar?.color];
    };
    expect(colours('#1f2a44', '#ffffff')).toEqual(['#1f2a44', '#ffffff']);
    // White on the brand orange is 3.3:1.
    expect(colours('#fe5000', '#ffffff')).toEqual(['#fe5000', '#1d1d1b']);
    expect(colours('#fff1e8', '#1d1d1b')).toEqual(['#fff1e8', '#1d1d1b']);
    expect(colours(null, null)).toEqual(['#1d1d1b', '#ffffff']);
  });

  test('background media: an image as its crop, a video as its lowest rendition and poster, anything else left out (logged)', () => {
    const warn = quiet();
    const media = (backgroundMedia: BarRecord['backgroundMedia']) => announcementBarFrom(record({backgroundMedia}), NOW)?.media;
    expect(media({mimeType: 'image/jpeg', url: '/i.jpg', video: null})).toEqual({kind: 'image', src: '/i.jpg'});
    expect(media({mimeType: 'video/mp4', url: '/v.mp4', video: {mp4Low: '/v-low.mp4', thumbnailUrl: '/v.jpg'}})).toEqual({
      kind: 'video',
      src: '/v-low.mp4',
      poster: '/v.jpg',
    });
    expect(media({mimeType: 'application/pdf', url: '/x.pdf', video: null})).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('application/pdf'));
  });

  test('an item link without a label or a target is left out (logged); the item shows without it', () => {
    const warn = quiet();
    const link = (fields: object) => ({id: 'l', label: 'Shop', url: '/producten', openInNewTab: false, useEntryLink: false, entryLink: null, ...fields});
    const bar = announcementBarFrom(
      record({items: [item('a', {link: link({})}), item('b', {link: link({label: ' '})}), item('c', {link: link({url: 'javascript:alert(1)'})})]}),
      NOW,
    );
    expect(bar?.items.map((shown) => Boolean(shown.link))).toEqual([true, false, false]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('homepage-only and overwritePageSettings are read as booleans', () => {
    expect(announcementBarFrom(record({homepageOnly: true, overwritePageSettings: true}), NOW)).toMatchObject({homepageOnly: true, overwritePageSettings: true});
    expect(announcementBarFrom(record({homepageOnly: null, overwritePageSettings: null}), NOW)).toMatchObject({homepageOnly: false, overwritePageSettings: false});
  });
});

describe('spec §4/§9 announcement bar: rotation every 5 s, windows checked again every 10 s (fake timers)', () => {
  // Monday 12 January 2026, 09:59:50 in Amsterdam: the morning item's window closes in 10 s.
  const START = amsterdam(`${WINTER_MONDAY}T09:59:50`, '+01:00');
  const MORNING: AnnouncementWindow[] = [{day: 1, start: 6 * 60, end: 10 * 60}];
  const NOON: AnnouncementWindow[] = [{day: 1, start: 10 * 60, end: 12 * 60}];

  function bar(fields: Partial<LoadedAnnouncementBar> = {}) {
    return {
      content: null,
      items: [
        {id: 'a', content: 'A', windows: []},
        {id: 'b', content: 'B', windows: []},
      ],
      current: ['a', 'b'],
      ...fields,
    };
  }

  function run(shown: ReturnType<typeof bar>, start: RotationState = initialRotation(shown)) {
    const states: RotationState[] = [];
    const clock = startAnnouncementClock(shown, start, (state) => states.push(state));
    const showing = () => {
      const state = states.at(-1) ?? start;
      return slidesOf(shown, state.current)[state.index]?.id;
    };
    return {clock, states, showing};
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  test('two slides: the next one after 5000 ms, not before, round and round; the leaving one is marked', () => {
    const {clock, states, showing} = run(bar());
    vi.advanceTimersByTime(4999);
    expect(showing()).toBe('a');
    vi.advanceTimersByTime(1);
    expect(showing()).toBe('b');
    expect(states.at(-1)).toMatchObject({index: 1, previous: 0});
    vi.advanceTimersByTime(5000);
    expect(showing()).toBe('a');
    expect(states.at(-1)).toMatchObject({index: 0, previous: 1});
    clock.stop();
    vi.advanceTimersByTime(60_000);
    expect(showing()).toBe('a');
  });

  test('one slide never turns', () => {
    const {states} = run(bar({items: [{id: 'a', content: 'A', windows: []}], current: ['a']}));
    vi.advanceTimersByTime(60_000);
    expect(states).toEqual([]);
  });

  test('paused by hover, focus or the button, each on its own; a full 5 s again once all are let go', () => {
    const {clock, showing} = run(bar());
    vi.advanceTimersByTime(4000);
    clock.pause('hover');
    clock.pause('focus');
    vi.advanceTimersByTime(20_000);
    expect(showing()).toBe('a');
    clock.resume('hover');
    vi.advanceTimersByTime(20_000);
    expect(showing()).toBe('a');
    clock.pause('button');
    clock.resume('focus');
    vi.advanceTimersByTime(20_000);
    expect(showing()).toBe('a');
    clock.resume('button');
    vi.advanceTimersByTime(4999);
    expect(showing()).toBe('a');
    vi.advanceTimersByTime(1);
    expect(showing()).toBe('b');
    clock.stop();
  });

  test('checked again every 10 s: an item whose window closes leaves at the next check, the one showing stays if current', () => {
    const shown = bar({
      items: [
        {id: 'morning', content: 'M', windows: MORNING},
        {id: 'noon', content: 'N', windows: NOON},
        {id: 'always', content: 'A', windows: []},
      ],
      current: ['morning', 'always'],
    });
    const {clock, states, showing} = run(shown, {current: ['morning', 'always'], index: 1, previous: null, paused: ['hover']});
    expect(states).toEqual([]);
    vi.advanceTimersByTime(9_999);
    expect(states).toEqual([]);
    // 10:00:00 in Amsterdam: the morning window has closed and the noon one opened.
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual({current: ['noon', 'always'], index: 1, previous: null, paused: ['hover']});
    expect(showing()).toBe('always');
    clock.stop();
  });

  test('the slide showing leaves: the first current one shows, without a transition', () => {
    const shown = bar({
      items: [
        {id: 'morning', content: 'M', windows: MORNING},
        {id: 'always', content: 'A', windows: []},
      ],
      current: ['morning', 'always'],
    });
    const {clock, states, showing} = run(shown, {current: ['morning', 'always'], index: 0, previous: null, paused: ['focus']});
    vi.advanceTimersByTime(10_000);
    expect(states.at(-1)).toMatchObject({current: ['always'], index: 0, previous: null});
    expect(showing()).toBe('always');
    clock.stop();
  });

  test('a page older than the windows (cached) is put right at once, before the first 10 s', () => {
    vi.setSystemTime(amsterdam(`${WINTER_MONDAY}T10:30:00`, '+01:00'));
    const shown = bar({items: [{id: 'morning', content: 'M', windows: MORNING}, {id: 'b', content: 'B', windows: []}], current: ['morning', 'b']});
    const {clock, states} = run(shown);
    expect(states[0]?.current).toEqual(['b']);
    clock.stop();
  });

  test('none current any more: the bar’s own text, else no slide (the bar keeps its place, empty)', () => {
    const items = [{id: 'morning', content: 'M', windows: MORNING}];
    const withText = run(bar({items, content: 'Own', current: ['morning']}));
    vi.advanceTimersByTime(10_000);
    expect(withText.showing()).toBe('bar');
    withText.clock.stop();
    const without = run(bar({items, current: ['morning']}));
    vi.advanceTimersByTime(10_000);
    expect(without.showing()).toBeUndefined();
    without.clock.stop();
  });
});

// Spec §4 Announcement bar, §9: when an announcement shows. Windows are written in the shop's time,
// Europe/Amsterdam (a weekday, a start and an end, HH:mm); the visitor's moment is placed in that zone (the
// EU's summer-time rule, amsterdamClock), which is the window converted to the visitor's own zone: a 09:00
// window opens at 08:00 in Lisbon and at 10:00 in Helsinki.
// Not dayjs's timezone plugin: in the bar's chunk it drew dayjs out of the dates chunk, and every page with dates
// then loaded the bar's chunk on its first view (README "Announcement bar").

export const SCHEDULE_TIME_ZONE = 'Europe/Amsterdam';
const DAY_MINUTES = 24 * 60;

/** A window: on `day` (0 Sunday … 6 Saturday; absent: every day) from `start` to `end`. */
export type AnnouncementWindow = {
  day?: number | null;
  /** Minutes after midnight, inclusive. */
  start: number;
  /** Minutes after midnight, exclusive; at or before `start`: the window runs past midnight into the next day. */
  end: number;
};

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const EVERY_DAY = new Set(['', 'everyday', 'every day', 'daily', 'all']);

export type ScheduleSetting = {day?: string | null; startTime?: string | null; endTime?: string | null};

/**
 * The window an editor's setting means, or a reason it cannot be read. No start: from midnight; no end: to the
 * end of the day (`24:00` is allowed as an end); a start equal to its end is no window at all.
 */
export function windowFrom(setting: ScheduleSetting): AnnouncementWindow | {problem: string} {
  const dayName = (setting.day ?? '').trim().toLowerCase();
  const day = EVERY_DAY.has(dayName) ? null : DAYS.indexOf(dayName);
  if (day === -1) return {problem: `day ${JSON.stringify(setting.day)} is no weekday`};
  const start = setting.startTime?.trim() ? minutesOf(setting.startTime, false) : 0;
  if (start === null) return {problem: `startTime ${JSON.stringify(setting.startTime)} is no time (HH:mm)`};
  const end = setting.endTime?.trim() ? minutesOf(setting.endTime, true) : DAY_MINUTES;
  if (end === null) return {problem: `endTime ${JSON.stringify(setting.endTime)} is no time (HH:mm)`};
  if (start === end) return {problem: 'it starts when it ends'};
  return day === null ? {start, end} : {day, start, end};
}

/** `HH:mm` (or `H:mm`, seconds allowed) as minutes after midnight; `24:00` only as an end. */
function minutesOf(value: string, isEnd: boolean): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (minutes > 59 || seconds > 59) return null;
  if (hours === 24 && minutes === 0 && seconds === 0 && isEnd) return DAY_MINUTES;
  return hours < 24 ? hours * 60 + minutes : null;
}

const HOUR_MS = 3_600_000;

/**
 * The weekday (0 Sunday … 6 Saturday) and minute of the day in Amsterdam at `now` (epoch ms): UTC+1, UTC+2 in
 * summer time, which in the EU runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October (Directive 2000/84/EC). Worked out here rather than read through Intl: the browser's first
 * formatter for a named time zone loads the zone data, a 15-20 ms task on every page's first view (the bar is
 * on every page). A unit test checks it against Intl's zone data every 37 minutes over 40 years.
 */
export function amsterdamClock(now: number): {day: number; minute: number} {
  const local = new Date(now + (isEuSummerTime(now) ? 2 : 1) * HOUR_MS);
  return {day: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes()};
}

function isEuSummerTime(now: number): boolean {
  const year = new Date(now).getUTCFullYear();
  return now >= lastSundayOneUtc(year, 2) && now < lastSundayOneUtc(year, 9);
}

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`, epoch ms. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Whether `now` falls in one of the windows; no windows: always. */
export function isScheduledNow(windows: readonly AnnouncementWindow[] | undefined, now: number): boolean {
  if (!windows?.length) return true;
  const {day: today, minute} = amsterdamClock(now);
  const yesterday = (today + 6) % 7;
  const on = (day: number | null | undefined, weekday: number) => day == null || day === weekday;
  return windows.some(({day, start, end}) =>
    end > start
      ? on(day, today) && minute >= start && minute < end
      : (on(day, today) && minute >= start) || (on(day, yesterday) && minute < end),
  );
}

/** The ids of the items current at `now`, in the editors' order. */
export function currentItemIds(items: readonly {id: string; windows?: readonly AnnouncementWindow[]}[], now: number): string[] {
  return items.filter((item) => isScheduledNow(item.windows, now)).map((item) => item.id);
}

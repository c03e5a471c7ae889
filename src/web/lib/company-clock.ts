/**
 * Every date and time format the web app shows, in one place: staff read times on the company's clock whatever
 * their own zone (docs/decisions/031-job-rules.md). A format is built once per style and time zone: building one
 * is slow, and a board of sixty lanes formats hundreds of times a render.
 */

// The parts the styles are made of.
const weekday = { weekday: 'short' } as const;
const day = { month: 'short', day: 'numeric' } as const;
const year = { year: 'numeric' } as const;
const time = { hour: 'numeric', minute: '2-digit' } as const;
const zone = { timeZoneName: 'shortGeneric' } as const;

const STYLES = {
  /** 'Tue, Nov 24, 2026' */
  weekdayDate: { ...weekday, ...day, ...year },
  /** 'Tue, Nov 24' */
  weekdayDay: { ...weekday, ...day },
  /** 'Tuesday, November 24, 2026' */
  longWeekdayDate: { weekday: 'long', month: 'long', day: 'numeric', ...year },
  /** 'November 24, 2026' */
  longDate: { dateStyle: 'long' },
  /** 'Nov 24, 2026' */
  date: { ...day, ...year },
  /** 'Nov 24' */
  monthDay: day,
  /** '9:30 AM' */
  time,
  /** '9:30:15 AM' */
  timeSeconds: { ...time, second: '2-digit' },
  /** '9:30 AM ET' */
  timeZoned: { ...time, ...zone },
  /** '9 AM' */
  hour: { hour: 'numeric' },
  /** The hour 0 to 23, read through formatToParts. */
  hour24: { hour: 'numeric', hourCycle: 'h23' },
  /** 'Nov 24, 9:30 AM ET' */
  dayTimeZoned: { ...day, ...time, ...zone },
  /** 'Nov 24, 2026, 9:30 AM ET' */
  moment: { ...day, ...year, ...time, ...zone },
  /** 'Nov 24, 2026, 9:30:15 AM ET' */
  momentSeconds: { ...day, ...year, ...time, second: '2-digit', ...zone },
  /** 'Mon, Nov 23, 9:30 AM ET': a job's time this year. */
  jobTime: { ...weekday, ...day, ...time, ...zone },
  /** 'Mon, Jan 4, 2027, 9:30 AM ET': a job's time in another year. */
  jobTimeWithYear: { ...weekday, ...day, ...year, ...time, ...zone },
  /** '2026' */
  year,
  /** 'Eastern Time', read through formatToParts. */
  zoneName: { timeZoneName: 'longGeneric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ClockStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The format of a style in a time zone, built the first time it is asked for. An unknown zone throws RangeError. */
export function clockFormat(style: ClockStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** An instant (ISO text, epoch milliseconds or a Date) on the company's clock. */
export function clockText(at: string | number | Date, style: ClockStyle, timeZone: string): string {
  return clockFormat(style, timeZone).format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * A calendar day ('2026-11-24') as written: a day on the company calendar is no instant, so there is no zone to
 * convert it to (formatted in UTC, where its midnight falls on the same date). The text unchanged if it is no date.
 */
export function calendarText(date: string, style: ClockStyle): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(parsed) ? date : clockFormat(style, 'UTC').format(parsed);
}

/** A wall-clock time ('09:30') as people read it, '9:30 AM'; the text unchanged if it is no time. */
export function wallTimeText(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time;
  return clockFormat('time', 'UTC').format(Date.UTC(2000, 0, 1, h, m));
}

// Calendar days of the business: America/Sao_Paulo (no daylight saving since 2019, so a day starts at
// 00:00-03:00). The one home of "what day is it in Brasília" for the API, the web app and the seed.
// The formatters are built on first use: building an Intl.DateTimeFormat with a time zone loads the
// zone's data, a cost a screen that shows no date should not pay while it starts.
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** 'HH:mm' of the instant in Brasília, whatever the time zone of the machine or browser. */
export function businessTime(at: Date): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return timeFormat.format(at);
}

/** 'YYYY-MM-DD' of the instant in Brasília. */
export function businessDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(at);
}

/** The instant a Brasília calendar day starts. */
export function businessDayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** The instant the day after `day` starts (exclusive upper bound of a day range). */
export function businessDayEnd(day: string): Date {
  return new Date(businessDayStart(day).getTime() + 86_400_000);
}

/** The calendar day `n` days after (or before, n < 0) 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A real calendar day 'YYYY-MM-DD' (optionally followed by a time, as the cart sends 'YYYY-MM-DD 00:00:00'); null otherwise. */
export function parseDay(value: string | null | undefined): string | null {
  const m = value
    ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(value.trim())
    : null;
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (d.getUTCFullYear() !== +m[1] || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** 'YYYYMMDD' of a 'YYYY-MM-DD' day (the ERP's date format of titles). */
export const ymd = (day: string) => day.replaceAll('-', '');

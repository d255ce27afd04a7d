// Calendar days of the business (America/Sao_Paulo). Brazil has no daylight saving time since 2019,
// so a day starts at 00:00-03:00.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the instant in São Paulo. */
export function spDay(at: Date): string {
  return dayFormat.format(at);
}

/** The instant a São Paulo calendar day starts. */
export function spDayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** The instant the day after `day` starts (exclusive upper bound of a day range). */
export function spDayEnd(day: string): Date {
  return new Date(spDayStart(day).getTime() + 86_400_000);
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

/** The id of the route: a positive integer, else null (the screen then says the code is invalid). */
export function parseRecordId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

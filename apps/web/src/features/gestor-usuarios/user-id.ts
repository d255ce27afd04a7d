/** The user id of the route: a positive integer, else null (spec 02 §5: 'O Código "{id}" do usuário está inválido!'). */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

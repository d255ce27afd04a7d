// The record id of a detail route (/gestor/.../:id, /crm/contatos/:id): a positive integer of at
// most 9 digits, else invalid (the screen then says the code is invalid); no id is a new record.
import { useParams } from 'react-router';

/** The id of the route: a positive integer, else null. */
export function parseRecordId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export interface RecordRoute {
  /** The id as written in the address (undefined on the new-record route). */
  rawId: string | undefined;
  /** The new-record route (no id). */
  isNew: boolean;
  /** The valid id, else null. */
  id: number | null;
  /** An id was given and it is not a valid one. */
  invalidId: boolean;
}

/** The route's `:id` read as a record id. */
export function useRecordRoute(): RecordRoute {
  const { id: rawId } = useParams();
  const isNew = rawId === undefined;
  const id = isNew ? null : parseRecordId(rawId);
  return { rawId, isNew, id, invalidId: !isNew && id === null };
}

/** Chip colour of a status: L released, B blocked, P pending. */
export const statusColor = (s: string) => (s === 'L' ? 'success' : s === 'B' ? 'error' : 'warning');

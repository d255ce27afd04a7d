// The map's circles: each grid cell of events (find-eventos-posicoes) is a circle sized by its count;
// circles that would overlap on screen at the current zoom are merged into one, busiest first, so the
// count stays readable inside every circle.

export interface Cell {
  lat: number;
  lon: number;
  total: number;
}
export interface Cluster {
  lat: number;
  lon: number;
  total: number;
  /** How many grid cells it holds (1 = a single region). */
  cells: number;
  /** Bounds of its cells, for zooming into it. */
  south: number;
  west: number;
  north: number;
  east: number;
}

const MIN_RADIUS = 11;
const MAX_RADIUS = 34;

/** Count as written inside a circle: 1.234 stays, 12.345 becomes '12 mil', 1.234.567 '1,2 mi'. */
export function compactCount(n: number): string {
  if (n < 10_000) return new Intl.NumberFormat('pt-BR').format(n);
  return new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 })
    .format(n)
    .replace(/\s/g, ' ');
}

/** Circle radius in pixels: area grows with the count (relative to the busiest cell), wide enough for its text. */
export function radiusFor(total: number, maxCell: number): number {
  const byCount =
    MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(Math.min(1, total / Math.max(1, maxCell)));
  const byText = (compactCount(total).length * 6.6) / 2 + 4;
  return Math.round(Math.max(byCount, byText));
}

/**
 * Greedy clustering in screen pixels: cells by count, descending; each joins the first cluster whose
 * circle its own circle would overlap (centre distance below the sum of radii), else starts one.
 * A cluster stays anchored at its busiest cell; its position is then the count-weighted centre.
 */
export function clusterCells(
  cells: readonly Cell[],
  project: (c: Cell) => { x: number; y: number },
  maxCell = Math.max(1, ...cells.map((c) => c.total)),
): Cluster[] {
  const sorted = [...cells].sort((a, b) => b.total - a.total || a.lat - b.lat || a.lon - b.lon);
  const groups: { anchor: { x: number; y: number }; members: Cell[]; total: number }[] = [];
  for (const cell of sorted) {
    const p = project(cell);
    const r = radiusFor(cell.total, maxCell);
    const g = groups.find(
      (x) => Math.hypot(x.anchor.x - p.x, x.anchor.y - p.y) < radiusFor(x.total, maxCell) + r,
    );
    if (g) {
      g.members.push(cell);
      g.total += cell.total;
    } else groups.push({ anchor: p, members: [cell], total: cell.total });
  }
  return groups.map((g) => ({
    lat: g.members.reduce((a, c) => a + c.lat * c.total, 0) / g.total,
    lon: g.members.reduce((a, c) => a + c.lon * c.total, 0) / g.total,
    total: g.total,
    cells: g.members.length,
    south: Math.min(...g.members.map((c) => c.lat)),
    north: Math.max(...g.members.map((c) => c.lat)),
    west: Math.min(...g.members.map((c) => c.lon)),
    east: Math.max(...g.members.map((c) => c.lon)),
  }));
}

/** The legend's sample counts: the busiest cell, a quarter and a sixteenth of it (distinct, at least 1). */
export function legendSamples(maxCell: number): number[] {
  const out: number[] = [];
  for (const n of [maxCell, Math.round(maxCell / 4), Math.round(maxCell / 16)]) {
    if (n >= 1 && !out.includes(n)) out.push(n);
  }
  return out;
}

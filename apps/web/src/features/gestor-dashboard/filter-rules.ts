// The dashboard filter's rules (docs/product/gestor-crm-vendas.md §2.2, §5): default last 60 days up to
// today, earliest start 2021-06-03, end not before start, branch TODAS exclusive with the others, empty date
// ignored.
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_EARLIEST_DATE } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';

export const ALL_BRANCHES = 'TODAS' as const;
export type BranchChoice = number | typeof ALL_BRANCHES;

export interface DashboardFilter {
  /** 'YYYY-MM-DD' */
  de: string;
  ate: string;
  filiais: BranchChoice[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function defaultFilter(today: Date = new Date()): DashboardFilter {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DASHBOARD_DEFAULT_DAYS);
  return { de: ymd(start), ate: ymd(today), filiais: [ALL_BRANCHES] };
}

export interface RuleResult {
  filter: DashboardFilter;
  /** A message to show when the change was refused. */
  error?: string;
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A new start date: empty is ignored; before 2021-06-03 is refused; an end before it moves to it. */
export function setStart(filter: DashboardFilter, value: string): RuleResult {
  if (!value || !isDay(value)) return { filter };
  if (value < DASHBOARD_EARLIEST_DATE) return { filter, error: MSG.dashboardStartTooEarly };
  return { filter: { ...filter, de: value, ate: filter.ate && filter.ate < value ? value : filter.ate } };
}

/** A new end date: empty is ignored; before the start is refused. */
export function setEnd(filter: DashboardFilter, value: string): RuleResult {
  if (!value || !isDay(value)) return { filter };
  if (filter.de && value < filter.de) return { filter, error: MSG.dashboardEndBeforeStart };
  return { filter: { ...filter, ate: value } };
}

/**
 * The branch selection after the user's change (a multiple select hands the whole new list):
 * choosing TODAS clears the others, choosing another removes TODAS, nothing left means TODAS.
 */
export function applyBranches(previous: BranchChoice[], next: BranchChoice[]): BranchChoice[] {
  const added = next.filter((b) => !previous.includes(b));
  if (added.includes(ALL_BRANCHES)) return [ALL_BRANCHES];
  const others = next.filter((b) => b !== ALL_BRANCHES);
  return others.length ? others : [ALL_BRANCHES];
}

/** The query of the dashboard calls: filialId as a comma list, omitted for TODAS. */
export function toQuery(filter: DashboardFilter): Record<string, string | undefined> {
  const ids = filter.filiais.filter((b): b is number => b !== ALL_BRANCHES);
  return {
    de: filter.de || undefined,
    ate: filter.ate || undefined,
    filialId: ids.length ? ids.join(',') : undefined,
  };
}

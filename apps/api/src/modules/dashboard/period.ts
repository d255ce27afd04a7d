// The dashboard period (docs/product/gestor-crm-vendas.md §2.2): calendar days of the business
// (America/Sao_Paulo, no daylight saving since 2019, so a day starts at 00:00-03:00). Default: the last 60
// days up to today.
import { DASHBOARD_DEFAULT_DAYS } from '@portal/shared/constants';

import { addDays, businessDay } from '@portal/shared/dates';

export { addDays, businessDay };

export interface Period {
  de: string;
  ate: string;
  /** Inclusive start instant. */
  from: Date;
  /** Exclusive end instant (the day after `ate`). */
  to: Date;
}

/** The period asked for, with the defaults: `ate` today, `de` 60 days before `ate`'s today. */
export function resolvePeriod(now: Date, de?: string, ate?: string): Period {
  const today = businessDay(now);
  const end = ate ?? today;
  const start = de ?? addDays(today, -DASHBOARD_DEFAULT_DAYS);
  return {
    de: start,
    ate: end,
    from: new Date(`${start}T00:00:00-03:00`),
    to: new Date(`${addDays(end, 1)}T00:00:00-03:00`),
  };
}

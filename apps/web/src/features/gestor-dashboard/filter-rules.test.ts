import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { ALL_BRANCHES, applyBranches, defaultFilter, setEnd, setStart, toQuery } from './filter-rules';

describe('dashboard filter rules', () => {
  it('defaults to the last 60 days up to today and every branch', () => {
    expect(defaultFilter(new Date(2026, 2, 31))).toEqual({
      de: '2026-01-30',
      ate: '2026-03-31',
      filiais: [ALL_BRANCHES],
    });
  });

  it('ignores an empty date and refuses a start before 2021-06-03', () => {
    const f = defaultFilter(new Date(2026, 2, 31));
    expect(setStart(f, '').filter).toBe(f);
    expect(setEnd(f, '').filter).toBe(f);
    expect(setStart(f, '2021-06-02')).toEqual({ filter: f, error: MSG.dashboardStartTooEarly });
    expect(setStart(f, '2021-06-03').filter.de).toBe('2021-06-03');
  });

  it('keeps the end not before the start', () => {
    const f = { de: '2026-03-01', ate: '2026-03-10', filiais: [ALL_BRANCHES] };
    expect(setEnd(f, '2026-02-28')).toEqual({ filter: f, error: MSG.dashboardEndBeforeStart });
    expect(setEnd(f, '2026-03-01').filter.ate).toBe('2026-03-01');
    expect(setStart(f, '2026-03-20').filter).toMatchObject({ de: '2026-03-20', ate: '2026-03-20' });
  });

  it('makes TODAS exclusive with the other branches', () => {
    expect(applyBranches([ALL_BRANCHES], [ALL_BRANCHES, 2])).toEqual([2]);
    expect(applyBranches([2, 3], [2, 3, ALL_BRANCHES])).toEqual([ALL_BRANCHES]);
    expect(applyBranches([2], [])).toEqual([ALL_BRANCHES]);
    expect(applyBranches([2], [2, 3])).toEqual([2, 3]);
  });

  it('sends the branches as a comma list, none for TODAS', () => {
    expect(toQuery({ de: '2026-03-01', ate: '2026-03-31', filiais: [ALL_BRANCHES] })).toEqual({
      de: '2026-03-01',
      ate: '2026-03-31',
      filialId: undefined,
    });
    expect(toQuery({ de: '2026-03-01', ate: '2026-03-31', filiais: [1, 3] }).filialId).toBe('1,3');
  });
});

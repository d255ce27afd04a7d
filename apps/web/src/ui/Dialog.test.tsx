import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialog } from './Dialog';

describe('dialog state (docs/product/portal-cliente.md §3)', () => {
  afterEach(() => vi.useRealTimers());

  it('defaults: closed, md, not loading, empty search page', () => {
    const { result } = renderHook(() => useDialog());
    expect(result.current.state).toMatchObject({
      open: false,
      size: 'md',
      loading: false,
      showClose: true,
      search: { loading: false, data: { page: 0, pages: 0, rows: 0, items: [] } },
    });
  });

  it('close hides at once and resets after 100 ms; reopening cancels the reset', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDialog());
    act(() => result.current.open({ title: 'Título', size: 'sm' }));
    expect(result.current.state).toMatchObject({ open: true, title: 'Título', size: 'sm' });

    act(() => result.current.close());
    expect(result.current.state).toMatchObject({ open: false, title: 'Título', size: 'sm' });
    void act(() => vi.advanceTimersByTime(99));
    expect(result.current.state.title).toBe('Título');
    void act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toMatchObject({ open: false, title: null, size: 'md' });

    act(() => result.current.open({ title: 'A' }));
    act(() => result.current.close());
    act(() => result.current.open({ title: 'B' }));
    void act(() => vi.advanceTimersByTime(200));
    expect(result.current.state).toMatchObject({ open: true, title: 'B' });
  });

  it('per-action loading', () => {
    const { result } = renderHook(() => useDialog());
    act(() => result.current.setActionLoading('ok', true));
    expect(result.current.state.actionLoading).toEqual({ ok: true });
  });
});

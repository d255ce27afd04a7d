import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@portal/shared/constants';
import { useSession } from '../state/session';
import { useServerList } from './use-server-list';

function setup(url = '/gestor/usuarios') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useServerList({ status: '', perfil: '' }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('manager list state in the URL', () => {
  beforeEach(() => {
    useSession.setState({ usuario: { auth: { token: 't' } } } as never);
    window.scrollTo = vi.fn() as never;
  });
  afterEach(() => {
    vi.useRealTimers();
    useSession.setState({ usuario: null } as never);
  });

  it('reads search, page, sort and filters from the query; bad values fall back', () => {
    const { result } = setup('/gestor/usuarios?q=ANA&page=3&sort=nome&dir=desc&status=L');
    expect(result.current.list.state).toEqual({
      search: 'ANA',
      page: 3,
      sort: 'nome',
      dir: 'desc',
      filters: { status: 'L', perfil: '' },
    });
    expect(result.current.list.text).toBe('ANA');
    const bad = setup('/gestor/usuarios?page=abc&dir=up').result.current.list.state;
    expect(bad).toMatchObject({ page: 1, dir: 'asc', sort: undefined });
  });

  it('what is typed becomes the search once it rests, on page 1, without Enter', () => {
    vi.useFakeTimers();
    const { result } = setup('/gestor/usuarios?page=2');
    act(() => result.current.list.setText('MARIA '));
    expect(result.current.list.state.search).toBe('');
    void act(() => vi.advanceTimersByTime(TIMINGS.MANAGER_LIST_SEARCH_DELAY));
    expect(result.current.location.search).toBe('?q=MARIA');
    expect(result.current.list.state).toMatchObject({ search: 'MARIA', page: 1 });
  });

  it('a page change is a history step and scrolls to the top; back restores the page', () => {
    const { result } = setup('/gestor/usuarios?q=ANA');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?q=ANA&page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    act(() => void result.current.navigate(-1));
    expect(result.current.list.state).toMatchObject({ search: 'ANA', page: 1 });
  });

  it('a filter or a sort goes back to page 1; a filter at its default leaves the URL', () => {
    const { result } = setup('/gestor/usuarios?page=4');
    act(() => result.current.list.setFilter('status', 'B'));
    expect(result.current.location.search).toBe('?status=B');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort({ sort: 'email', dir: 'desc' }));
    expect(result.current.location.search).toBe('?status=B&sort=email&dir=desc');
    act(() => result.current.list.setFilter('status', ''));
    expect(result.current.list.state.filters.status).toBe('');
    expect(result.current.location.search).toBe('?sort=email&dir=desc');
  });

  it('back to an older search puts it back in the box and does not bring the newer one back', () => {
    vi.useFakeTimers();
    const { result } = setup('/gestor/usuarios?q=ANA');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setText('BIA'));
    void act(() => vi.advanceTimersByTime(TIMINGS.MANAGER_LIST_SEARCH_DELAY));
    expect(result.current.list.state).toMatchObject({ search: 'BIA', page: 1 });
    act(() => void result.current.navigate(-1));
    void act(() => vi.advanceTimersByTime(TIMINGS.MANAGER_LIST_SEARCH_DELAY));
    expect(result.current.list.state).toMatchObject({ search: 'ANA', page: 1 });
    expect(result.current.list.text).toBe('ANA');
  });
});

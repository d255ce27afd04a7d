// Logout: POST /logout, then the session and the cart are cleared and the user goes to /login.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { endSession } from './end-session';
import { request } from '../../api/client';

export async function logout(): Promise<void> {
  // The token may already be invalid: the local session ends whatever the answer.
  await request('POST', '/logout', { silent: true });
  endSession();
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

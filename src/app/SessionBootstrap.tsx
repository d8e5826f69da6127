import { useEffect } from 'react';
import { restoreSession } from '@/features/auth/model/sessionThunks';
import { useAppDispatch } from './hooks';

/** Restores the stored session once the store is rehydrated (spec section 4, first load). */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(restoreSession());
  }, [dispatch]);
  return null;
}

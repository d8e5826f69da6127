import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePage } from '../model/parsePage';

/** The catalogue page lives in the address (?page=2) so reload, back and shared links keep it. */
export function useCoursesPageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return [page, setPage];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Reads a page number from the address; anything that is not a whole number from 1 up is page 1. */
export const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

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

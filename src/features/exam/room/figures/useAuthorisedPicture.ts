import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';

/**
 * A picture of a paid form, asked for with the learner's bearer token (an <img> cannot send it)
 * and shown from a local object URL. Binary data stays out of the Redux store.
 */
export function useAuthorisedPicture(url: string): string | undefined {
  const token = useAppSelector((state) => state.auth.token);
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let cancelled = false;
    void fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob || cancelled || typeof URL.createObjectURL !== 'function') return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, token]);
  return objectUrl;
}

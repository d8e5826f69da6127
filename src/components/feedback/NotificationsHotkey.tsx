import { useEffect } from 'react';

/** Alt+T moves keyboard focus to the newest notification, so keyboard users can reach toasts. */
export function NotificationsHotkey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.key.toLowerCase() !== 't') return;
      const toasts = document.querySelectorAll<HTMLElement>(
        '.notistack-SnackbarContainer [role="alert"]',
      );
      const newest = toasts[toasts.length - 1];
      if (!newest) return;
      event.preventDefault();
      newest.tabIndex = -1;
      newest.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}

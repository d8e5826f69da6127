import { useEffect } from 'react';

/** The room's keys, listed in the help dialog. Alt+Shift keeps clear of typing and the browser's own keys. */
export const ROOM_SHORTCUTS = [
  { keys: 'Alt+Shift+N', code: 'KeyN', action: 'Next question' },
  { keys: 'Alt+Shift+P', code: 'KeyP', action: 'Previous question' },
  { keys: 'Alt+Shift+F', code: 'KeyF', action: 'Flag or unflag the question for review' },
  { keys: 'Alt+Shift+Q', code: 'KeyQ', action: 'Go to the question navigator' },
  { keys: 'Alt+Shift+H', code: 'KeyH', action: 'Hide or show the screen' },
  { keys: 'Alt+Shift+K', code: 'KeyK', action: 'Show these keyboard shortcuts' },
] as const;

export type RoomShortcutCode = (typeof ROOM_SHORTCUTS)[number]['code'];

/** Calls `onShortcut` for the room's keys, wherever focus is (typing included). */
export function useRoomShortcuts(onShortcut: (code: RoomShortcutCode) => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      const shortcut = ROOM_SHORTCUTS.find((entry) => entry.code === event.code);
      if (!shortcut) return;
      event.preventDefault();
      onShortcut(shortcut.code);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onShortcut, enabled]);
}

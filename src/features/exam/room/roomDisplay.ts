import { createTheme, type Theme } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { typography } from '@/theme/typography';

// The candidate's display choices in the room (larger text, high contrast), kept on this device.

export interface RoomDisplay {
  largerText: boolean;
  highContrast: boolean;
}

const KEY = 'exam-room-display';

function readDisplay(): RoomDisplay {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Partial<RoomDisplay>;
    return { largerText: stored.largerText === true, highContrast: stored.highContrast === true };
  } catch {
    return { largerText: false, highContrast: false };
  }
}

export function useRoomDisplay() {
  const [display, setDisplay] = useState<RoomDisplay>(readDisplay);
  const change = useCallback((next: Partial<RoomDisplay>) => {
    setDisplay((current) => {
      const merged = { ...current, ...next };
      window.localStorage.setItem(KEY, JSON.stringify(merged));
      return merged;
    });
  }, []);
  return [display, change] as const;
}

/** White on black with yellow for actions: contrast well above WCAG's AAA. */
export const highContrastTheme: Theme = createTheme({
  typography,
  shape: { borderRadius: 8 },
  palette: {
    mode: 'dark',
    background: { default: '#000000', paper: '#000000' },
    text: { primary: '#ffffff', secondary: '#ffffff' },
    primary: { main: '#ffe14d', contrastText: '#000000' },
    secondary: { main: '#7fd6ff', contrastText: '#000000' },
    warning: { main: '#ffb74d', light: '#ffe0b2', dark: '#ffb74d', contrastText: '#000000' },
    error: { main: '#ff8a80', contrastText: '#000000' },
    success: { main: '#b9f6ca', dark: '#b9f6ca', contrastText: '#000000' },
    divider: '#ffffff',
    grey: { 300: '#444444', 600: '#ffffff' },
  },
});

/** Larger text scales the whole room, as the browser's zoom would, so nothing is cut off. */
export const LARGER_TEXT_ZOOM = 1.25;

import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectSaveState, type SaveState } from '../model/roomSelectors';

const SHOWN: Record<SaveState, { text: string; icon: ReactNode }> = {
  saved: { text: 'All answers saved', icon: <CloudDoneIcon fontSize="small" /> },
  saving: { text: 'Saving…', icon: <SyncIcon fontSize="small" /> },
  offline: {
    text: 'Offline: answers kept on this device',
    icon: <CloudOffIcon fontSize="small" />,
  },
  error: { text: 'Not saved: answers kept on this device', icon: <ErrorIcon fontSize="small" /> },
  stopped: { text: 'Saving stopped', icon: <ErrorIcon fontSize="small" /> },
};

/** Whether answers are on the server: saved, saving, or kept here while offline. Announced politely. */
export function SaveStatus() {
  const state = useAppSelector(selectSaveState);
  const { text, icon } = SHOWN[state];
  const warn = state === 'offline' || state === 'error' || state === 'stopped';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.875em',
        fontWeight: warn ? 700 : 500,
        color: warn ? 'warning.dark' : 'text.secondary',
        '& svg': { color: warn ? 'warning.dark' : 'inherit' },
      }}
      data-save-state={state}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      {text}
    </Box>
  );
}

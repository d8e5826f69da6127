import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { ROOM_SHORTCUTS } from './useRoomShortcuts';

/** The room's keyboard use: shortcuts, and how the usual keys move through a question. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TitledDialog open={open} title="Keyboard shortcuts" onClose={onClose}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, columnGap: 3, m: 0 }}
      >
        {ROOM_SHORTCUTS.map(({ keys, action }) => (
          <Box key={keys} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              <kbd>{keys}</kbd>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {action}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>
        Tab and Shift+Tab move between answers and buttons; arrow keys choose within a set of
        options; Space ticks a box. The shortcuts work while you type.
      </Typography>
    </TitledDialog>
  );
}

import SettingsIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import type { RoomDisplay } from './roomDisplay';

/** Larger text and high contrast, switched from the room's header. */
export function DisplaySettings({
  display,
  onChange,
}: {
  display: RoomDisplay;
  onChange: (next: Partial<RoomDisplay>) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<SettingsIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Display
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Display settings' } }}
      >
        <Box sx={{ p: 2 }}>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={display.largerText}
                  onChange={(event) => onChange({ largerText: event.target.checked })}
                />
              }
              label="Larger text"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={display.highContrast}
                  onChange={(event) => onChange({ highContrast: event.target.checked })}
                />
              }
              label="High contrast"
            />
          </FormGroup>
        </Box>
      </Popover>
    </>
  );
}

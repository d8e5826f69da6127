import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ExamMode } from '@contract/examTypes';
import { DisplaySettings } from './DisplaySettings';
import type { RoomDisplay } from './roomDisplay';
import { SaveStatus } from './SaveStatus';
import { Timer } from './Timer';

/** The room's top bar: test and section, the timer, the save state and the candidate's tools. */
export function RoomHeader({
  testName,
  sectionTitle,
  candidateNumber,
  mode,
  pausedAt,
  display,
  onDisplayChange,
  onHide,
  onPause,
  onHelp,
}: {
  testName: string;
  sectionTitle: string;
  candidateNumber: string;
  mode: ExamMode;
  /** When a practice attempt was paused (the server's time), or null while the clock runs. */
  pausedAt: string | null;
  display: RoomDisplay;
  onDisplayChange: (next: Partial<RoomDisplay>) => void;
  onHide: () => void;
  onPause: () => void;
  onHelp: () => void;
}) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 1.5, md: 3 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: '1.05em', lineHeight: 1.3 }}>
          {sectionTitle}
          {mode === 'practice' ? (
            <Box
              component="span"
              sx={{ ml: 1, fontWeight: 600, fontSize: '0.85em', color: 'text.secondary' }}
            >
              (practice)
            </Box>
          ) : null}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
        >
          {testName} · Candidate {candidateNumber}
        </Typography>
      </Box>
      <Timer pausedAt={pausedAt} />
      <SaveStatus />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', ml: { md: 'auto' } }}>
        {mode === 'practice' ? (
          <Button size="small" color="inherit" startIcon={<PauseIcon />} onClick={onPause}>
            Pause
          </Button>
        ) : null}
        <Button size="small" color="inherit" startIcon={<VisibilityOffIcon />} onClick={onHide}>
          Hide screen
        </Button>
        <DisplaySettings display={display} onChange={onDisplayChange} />
        <Button size="small" color="inherit" startIcon={<KeyboardIcon />} onClick={onHelp}>
          Keys
        </Button>
      </Box>
    </Box>
  );
}

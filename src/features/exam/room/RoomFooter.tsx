import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import AppsIcon from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { type RefObject } from 'react';
import type { PlacedQuestion } from '../model/questions';
import { QuestionNavigator } from './QuestionNavigator';

/**
 * The room's bottom bar: previous, flag for review, next, and the navigator (inline on wide
 * screens, in a drawer on phones), with the button that hands the section in.
 */
export function RoomFooter({
  placed,
  index,
  flagged,
  locked,
  wide,
  navigatorOpen,
  navigatorRef,
  onNavigatorOpen,
  onGo,
  onFlag,
  onFinish,
}: {
  placed: PlacedQuestion[];
  index: number;
  flagged: boolean;
  locked: boolean;
  wide: boolean;
  navigatorOpen: boolean;
  navigatorRef: RefObject<HTMLElement | null>;
  onNavigatorOpen: (open: boolean) => void;
  onGo: (questionId: string) => void;
  onFlag: () => void;
  onFinish: () => void;
}) {
  const previous = placed[index - 1];
  const next = placed[index + 1];
  const current = placed[index];
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 1, md: 3 },
        py: 1,
      }}
    >
      {wide ? (
        <Box sx={{ mb: 1 }}>
          <QuestionNavigator ref={navigatorRef} placed={placed} onGo={onGo} compact />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          disabled={!previous}
          onClick={() => previous && onGo(previous.question.id)}
          aria-label="Previous question"
        >
          {wide ? 'Previous' : ''}
        </Button>
        <Button
          variant={flagged ? 'contained' : 'outlined'}
          color="warning"
          startIcon={flagged ? <FlagIcon /> : <OutlinedFlagIcon />}
          aria-pressed={flagged}
          disabled={locked || !current || current.question.type === 'speech'}
          onClick={onFlag}
        >
          {wide ? 'Flag for review' : 'Flag'}
        </Button>
        {!wide ? (
          <Button variant="outlined" startIcon={<AppsIcon />} onClick={() => onNavigatorOpen(true)}>
            {current
              ? `Q ${current.label} of ${placed.at(-1)?.label.split('–').at(-1)}`
              : 'Questions'}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          endIcon={<ArrowForwardIcon />}
          disabled={!next}
          onClick={() => next && onGo(next.question.id)}
          aria-label="Next question"
        >
          {wide ? 'Next' : ''}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onFinish} disabled={locked}>
          Finish section
        </Button>
      </Box>
      {!wide ? (
        <Drawer
          anchor="bottom"
          open={navigatorOpen}
          onClose={() => onNavigatorOpen(false)}
          slotProps={{
            paper: { 'aria-label': 'Question navigator', sx: { p: 2, maxHeight: '70vh' } },
          }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.1em', fontWeight: 700, mb: 1.5 }}>
            Questions
          </Typography>
          <QuestionNavigator
            ref={navigatorRef}
            placed={placed}
            onGo={(id) => {
              onNavigatorOpen(false);
              onGo(id);
            }}
          />
        </Drawer>
      ) : null}
    </Box>
  );
}

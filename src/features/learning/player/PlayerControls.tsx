import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionOffIcon from '@mui/icons-material/ClosedCaptionDisabledOutlined';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import PipIcon from '@mui/icons-material/PictureInPictureAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type RefObject } from 'react';
import { PLAYBACK_RATES } from './playerPreferences';
import { ShortcutsDialog } from './ShortcutsDialog';
import { setCaptions, toggleFullscreen, togglePictureInPicture } from './videoActions';

interface PlayerControlsProps {
  video: RefObject<HTMLVideoElement | null>;
  frame: RefObject<HTMLElement | null>;
  rate: number;
  onRateChange: (rate: number) => void;
  hasCaptions: boolean;
  captionsOn: boolean;
  onCaptionsChange: (on: boolean) => void;
}

const speedLabel = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);

/**
 * The player's own buttons beside the browser's controls: speed (kept across lessons), captions,
 * picture-in-picture, full screen and the list of keyboard shortcuts. Each shows its name beside
 * its icon, and a tooltip with its key on hover and on keyboard focus. The list of shortcuts is for
 * a keyboard: a touch screen without a fine pointer (a phone) is not offered it.
 */
export function PlayerControls({
  video,
  frame,
  rate,
  onRateChange,
  hasCaptions,
  captionsOn,
  onCaptionsChange,
}: PlayerControlsProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const hasKeyboard = useMediaQuery('(hover: hover) and (pointer: fine)', { noSsr: true });
  const pipSupported = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  return (
    <Box
      role="toolbar"
      aria-label="Player settings"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label="Speed"
        value={rate}
        onChange={(event) => onRateChange(Number(event.target.value))}
        sx={{ width: 120, mr: 1 }}
      >
        {PLAYBACK_RATES.map((option) => (
          <MenuItem key={option} value={option}>
            {speedLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      {hasCaptions && (
        <Tooltip
          describeChild
          title={captionsOn ? 'Turn captions off (c)' : 'Turn captions on (c)'}
        >
          <Button
            color="inherit"
            aria-pressed={captionsOn}
            startIcon={captionsOn ? <ClosedCaptionIcon /> : <ClosedCaptionOffIcon />}
            onClick={() =>
              video.current && onCaptionsChange(setCaptions(video.current, !captionsOn))
            }
          >
            Captions
          </Button>
        </Tooltip>
      )}
      {pipSupported && (
        <Tooltip describeChild title="Watch in a small window over other windows">
          <Button
            color="inherit"
            startIcon={<PipIcon />}
            onClick={() => video.current && togglePictureInPicture(video.current)}
          >
            Picture in picture
          </Button>
        </Tooltip>
      )}
      <Tooltip describeChild title="Full screen (f)">
        <Button
          color="inherit"
          startIcon={<FullscreenIcon />}
          onClick={() => frame.current && toggleFullscreen(frame.current)}
        >
          Full screen
        </Button>
      </Tooltip>
      {hasKeyboard && (
        <Tooltip describeChild title="The keys that work the player">
          <Button color="inherit" startIcon={<KeyboardIcon />} onClick={() => setHelpOpen(true)}>
            Keyboard shortcuts
          </Button>
        </Tooltip>
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}

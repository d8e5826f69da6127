import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionOffIcon from '@mui/icons-material/ClosedCaptionDisabledOutlined';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import PipIcon from '@mui/icons-material/PictureInPictureAlt';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
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
 * picture-in-picture, full screen and the list of keyboard shortcuts, each labelled.
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
        <Tooltip title={captionsOn ? 'Turn captions off (c)' : 'Turn captions on (c)'}>
          <IconButton
            aria-label="Captions"
            aria-pressed={captionsOn}
            onClick={() =>
              video.current && onCaptionsChange(setCaptions(video.current, !captionsOn))
            }
          >
            {captionsOn ? <ClosedCaptionIcon /> : <ClosedCaptionOffIcon />}
          </IconButton>
        </Tooltip>
      )}
      {pipSupported && (
        <Tooltip title="Picture in picture">
          <IconButton
            aria-label="Picture in picture"
            onClick={() => video.current && togglePictureInPicture(video.current)}
          >
            <PipIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Full screen (f)">
        <IconButton
          aria-label="Full screen"
          onClick={() => frame.current && toggleFullscreen(frame.current)}
        >
          <FullscreenIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Keyboard shortcuts">
        <IconButton aria-label="Keyboard shortcuts" onClick={() => setHelpOpen(true)}>
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}

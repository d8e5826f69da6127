import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Annotation } from '@contract/examTypes';
import { useAppDispatch } from '@/store/hooks';
import { annotationRemoved } from '../../model/markingSheetSlice';

/** A note of the sheet with the number it shows under, and where it sits in its unit's notes. */
export interface NumberedNote {
  annotation: Annotation;
  number: number;
  index: number;
}

interface NoteListProps {
  unitId: string;
  notes: NumberedNote[];
  editable: boolean;
  /** Where the note is anchored, in words: a quoted passage, or "Question 6 at 0:42". */
  describe: (note: NumberedNote) => string;
  /** Shows the note's anchor: highlights its passage, or plays from its moment. */
  onShow: (note: NumberedNote) => void;
  showLabel: string;
}

/** The notes on a response, numbered as in the text or on the waveform, each removable. */
export function NoteList({ unitId, notes, editable, describe, onShow, showLabel }: NoteListProps) {
  const dispatch = useAppDispatch();
  if (notes.length === 0) return null;
  return (
    <Box component="ol" aria-label="Notes" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
      {notes.map((note) => (
        <Box
          component="li"
          key={`${note.index}-${note.annotation.text}`}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 700, color: 'warning.dark', minWidth: 20 }}
          >
            {note.number}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {describe(note)}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{note.annotation.text}</Typography>
          </Box>
          <Button
            size="small"
            onClick={() => onShow(note)}
            aria-label={`${showLabel} note ${note.number}`}
          >
            {showLabel}
          </Button>
          {editable && (
            <IconButton
              size="small"
              aria-label={`Remove note ${note.number}`}
              onClick={() => dispatch(annotationRemoved({ unitId, index: note.index }))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}

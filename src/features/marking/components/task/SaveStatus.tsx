import Typography from '@mui/material/Typography';
import { formatIndiaClock } from '@/lib/indiaTime';
import { useAppSelector } from '@/store/hooks';
import { selectSheetDirty, selectSheetState } from '../../model/markingSheetSlice';

/** Where the draft stands: saving, saved (when), changes not saved yet, or why it failed. */
export function SaveStatus() {
  const { saving, savedAt, saveError } = useAppSelector(selectSheetState);
  const dirty = useAppSelector(selectSheetDirty);
  const text = saving
    ? 'Saving the draft…'
    : saveError
      ? `Draft not saved: ${saveError}`
      : dirty
        ? 'Changes not saved yet'
        : savedAt
          ? `Draft saved at ${formatIndiaClock(savedAt)}`
          : 'No draft yet';
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ color: saveError ? 'error.main' : 'text.secondary' }}
    >
      {text}
    </Typography>
  );
}

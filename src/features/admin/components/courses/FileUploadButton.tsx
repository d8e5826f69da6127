import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

interface FileUploadButtonProps {
  label: string;
  accept: string;
  progress: number | null;
  error: string | null;
  onFile: (file: File) => void;
}

/** A button that opens the file picker, the upload's progress, and the reason it was refused. */
export function FileUploadButton({
  label,
  accept,
  progress,
  error,
  onFile,
}: FileUploadButtonProps) {
  return (
    <Stack spacing={1}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={progress !== null}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          aria-label={label}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={`${label}: ${progress}%`}
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

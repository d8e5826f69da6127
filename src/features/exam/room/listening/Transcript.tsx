import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useLazyGetTranscriptQuery } from '../../api/examApi';

/** Practice mode: what was said, once the part's questions have been answered. */
export function Transcript({
  attemptId,
  audioId,
  available,
}: {
  attemptId: string;
  audioId: string;
  available: boolean;
}) {
  const [load, { data, error, isFetching }] = useLazyGetTranscriptQuery();
  if (!available)
    return (
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        The transcript can be read once every question of this part is answered.
      </Typography>
    );
  return (
    <Box sx={{ mt: 1.5 }}>
      {!data ? (
        <Button
          variant="outlined"
          size="small"
          disabled={isFetching}
          onClick={() => void load({ attemptId, audioId })}
        >
          Show the transcript
        </Button>
      ) : (
        <Box component="section" aria-label="Transcript">
          {data.lines.map((line, index) => (
            <Typography key={index} sx={{ mb: 0.75 }}>
              <strong>{line.speaker}:</strong> {line.text}
            </Typography>
          ))}
        </Box>
      )}
      {error ? <Alert severity="error">{getErrorMessage(error)}</Alert> : null}
    </Box>
  );
}

import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** "176 words (at least 150)": the essay's length against the task's limits, a warning outside them. */
export function WordCount({
  count,
  min,
  max,
}: {
  count: number;
  min: number | null;
  max: number | null;
}) {
  const limits =
    min !== null && max !== null
      ? `${min}-${max} asked`
      : min !== null
        ? `at least ${min} asked`
        : max !== null
          ? `at most ${max} asked`
          : null;
  const short = min !== null && count < min;
  const long = max !== null && count > max;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {(short || long) && (
        <WarningIcon fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden="true" />
      )}
      <Typography sx={{ fontWeight: 600, color: short || long ? 'warning.dark' : 'text.primary' }}>
        {count} {count === 1 ? 'word' : 'words'}
        {limits && (
          <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            ({limits}
            {short ? ': too short' : long ? ': too long' : ''})
          </Typography>
        )}
      </Typography>
    </Stack>
  );
}

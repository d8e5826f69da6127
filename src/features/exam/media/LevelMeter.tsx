import Box from '@mui/material/Box';

/** How loud the microphone hears the candidate: a bar, exposed as a meter to assistive tools. */
export function LevelMeter({
  level,
  label = 'Microphone level',
}: {
  level: number;
  label?: string;
}) {
  const percent = Math.round(level * 100);
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      sx={{
        height: 12,
        width: '100%',
        maxWidth: 280,
        bgcolor: 'grey.300',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${percent}%`,
          bgcolor: percent > 85 ? 'warning.main' : 'success.main',
          transition: 'width 90ms linear',
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const pretty = (value: unknown) =>
  value === null || value === undefined ? '(nothing)' : JSON.stringify(value, null, 2);

/** Before and after side by side (stacked on a phone), pretty-printed. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const panes = [
    ['Before', before],
    ['After', after],
  ] as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {panes.map(([label, value]) => (
        <Box key={label} component="section" aria-label={label}>
          <Typography variant="subtitle2" component="h3">
            {label}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: '0.8rem',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 400,
            }}
          >
            {pretty(value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

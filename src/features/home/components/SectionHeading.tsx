import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
}

/** Eyebrow, h2 and an optional intro line at the top of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 720 : 'none',
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 4, md: 6 },
      }}
    >
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: 1.5 }}
      >
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      {intro && (
        <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.05rem' }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}

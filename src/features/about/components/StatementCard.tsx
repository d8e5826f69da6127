import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface StatementCardProps {
  title: string;
  text: string;
  Icon: typeof SvgIcon;
  tone: 'primary' | 'secondary';
}

/** The mission or the vision: a short statement on a coloured card. */
export function StatementCard({ title, text, Icon, tone }: StatementCardProps) {
  const dark = tone === 'primary';
  return (
    <Box
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        bgcolor: dark ? 'primary.dark' : '#fff8e6',
        color: dark ? 'common.white' : 'text.primary',
      }}
    >
      <Icon
        aria-hidden
        sx={{ fontSize: 40, color: dark ? 'secondary.light' : 'secondary.main', mb: 2 }}
      />
      <Typography variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.7 }}>{text}</Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface ContactCardProps {
  title: string;
  lines: string[];
  href?: string;
  Icon: typeof SvgIcon;
}

export function ContactCard({ title, lines, href, Icon }: ContactCardProps) {
  const text = lines.map((line) => (
    <Box component="span" key={line} sx={{ display: 'block' }}>
      {line}
    </Box>
  ));
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        p: 2.5,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#eef1fb',
          color: 'primary.main',
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {href ? <Link href={href}>{text}</Link> : text}
        </Typography>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export function ExpertiseCard({
  title,
  text,
  Icon,
}: {
  title: string;
  text: string;
  Icon: typeof SvgIcon;
}) {
  return (
    <Card component="li" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#eef1fb',
            color: 'primary.main',
            mb: 2,
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

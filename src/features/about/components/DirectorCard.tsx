import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface DirectorCardProps {
  name: string;
  role: string;
  bio: string;
  portrait: string;
}

export function DirectorCard({ name, role, bio, portrait }: DirectorCardProps) {
  return (
    <Card component="li" sx={{ textAlign: 'center', height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Box
          component="img"
          src={portrait}
          alt={`Portrait of ${name}`}
          width={128}
          height={128}
          sx={{ borderRadius: '50%', border: 4, borderColor: 'secondary.light', mb: 2 }}
        />
        <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
          {name}
        </Typography>
        <Typography sx={{ color: 'secondary.dark', fontWeight: 700, mb: 1.5 }}>{role}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
          {bio}
        </Typography>
      </CardContent>
    </Card>
  );
}

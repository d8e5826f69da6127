import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function PurchasedCourseSkeleton() {
  return (
    <Card component="li" aria-label="Loading course">
      <Skeleton
        variant="rectangular"
        animation="wave"
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      />
      <CardContent>
        <Skeleton animation="wave" sx={{ fontSize: '1.1rem', width: '75%' }} />
        <Skeleton animation="wave" sx={{ width: '45%' }} />
        <Skeleton variant="rounded" animation="wave" width={130} height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

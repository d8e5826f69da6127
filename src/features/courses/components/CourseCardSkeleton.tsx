import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { cardSx, featuredCardSx } from './courseCardLayout';

/** The shimmer stand-in for a CourseCard (the featured one first) while the catalogue loads. */
export function CourseCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <Card component="li" aria-label="Loading course" sx={featured ? featuredCardSx : cardSx}>
      <Box className="CourseCard-picture">
        <Skeleton
          variant="rectangular"
          animation="wave"
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
        />
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Skeleton animation="wave" sx={{ fontSize: '1.3rem', width: '70%' }} />
        <Skeleton animation="wave" />
        <Skeleton animation="wave" />
        <Skeleton animation="wave" sx={{ width: '40%', mt: 2, fontSize: '1.25rem' }} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Skeleton variant="rounded" animation="wave" width={110} height={36} />
          <Skeleton variant="rounded" animation="wave" width={130} height={36} />
        </Stack>
      </CardContent>
    </Card>
  );
}

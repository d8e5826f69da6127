import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MY_COURSES_HEADING } from '@/features/dashboard/components/dashboardData';
import { PurchasedCourses } from '@/features/dashboard/components/PurchasedCourses';

// Loaded only when a course has a certificate: it stays out of the dashboard's first load.
const CertificateLink = lazy(() =>
  import(
    /* webpackChunkName: "certificate-link" */ '@/features/certificates/components/CertificateLink'
  ).then((module) => ({ default: module.CertificateLink })),
);

/** A completed course's certificate on its card; its room is kept while the link loads. */
const Certificate = (props: { certificateId: string; describedBy: string }) => (
  <Suspense fallback={<Box sx={{ height: 31 }} />}>
    <CertificateLink {...props} />
  </Suspense>
);

/** /user-dash: the courses the learner has bought, each with Watch Now and, once completed, its certificate. */
export default function MyCoursesPage() {
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          mb: 3,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {MY_COURSES_HEADING}
        </Typography>
        <Button component={RouterLink} to={paths.orders} variant="outlined">
          Your orders
        </Button>
      </Box>
      <PurchasedCourses Certificate={Certificate} />
    </>
  );
}

import Typography from '@mui/material/Typography';
import { CertificateLink } from '@/features/certificates/components/CertificateLink';
import { MY_COURSES_HEADING } from '@/features/dashboard/components/dashboardData';
import { PurchasedCourses } from '@/features/dashboard/components/PurchasedCourses';

/** /user-dash: the courses the learner has bought, each with Watch Now and, once completed, its certificate. */
export default function MyCoursesPage() {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        {MY_COURSES_HEADING}
      </Typography>
      <PurchasedCourses Certificate={CertificateLink} />
    </>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '@/config/paths';
import { CallToActionBand } from '@/features/home/components/CallToActionBand';
import { PageHero } from '@/features/home/components/PageHero';
import { TestsGrid } from '@/features/tests/components/TestsGrid';
import { TESTS } from '@/features/tests/data/tests';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export default function TestsPage() {
  usePageTitle(PAGE_TITLES.tests);
  return (
    <>
      <PageHero
        eyebrow="Expert-evaluated assessments"
        title="Explore Our Tests"
        subtitle="Three assessments that show exactly where your English stands, each marked by our experts with a clear report and practical next steps."
      />
      <Box sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <TestsGrid tests={TESTS} />
        </Container>
      </Box>
      <CallToActionBand
        title="Prefer to learn first?"
        text="Our pre-recorded video courses cover spoken English, accent training, IELTS preparation and interview readiness."
        action={{ label: 'Browse courses', to: paths.courses }}
      />
    </>
  );
}

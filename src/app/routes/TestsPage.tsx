import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { HydrateLater } from '@/components/layout/HydrateLater';
import { paths } from '@/config/paths';
import { CallToActionBand } from '@/features/home/components/CallToActionBand';
import { PageHero } from '@/features/home/components/PageHero';
import { useGetTestsQuery } from '@/features/tests/api/testsApi';
import type { TestPurchaseAction } from '@/features/tests/components/TestCard';
import { TestsGrid } from '@/features/tests/components/TestsGrid';
import { testOffers } from '@/features/tests/data/testCards';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

// A test on sale is bought through the cart, as a course is. The button's code (the cart's)
// loads only when a test is on sale, so the page's first load stays within its budget.
const PurchaseTestButton = lazy(() =>
  import(
    /* webpackChunkName: "purchase-test" */ '@/features/cart/components/PurchaseTestButton'
  ).then((module) => ({ default: module.PurchaseTestButton })),
);

const purchase: TestPurchaseAction = (test, headingId) => (
  <Suspense
    fallback={
      <Button variant="contained" color="secondary" fullWidth disabled>
        Purchase Test
      </Button>
    }
  >
    <PurchaseTestButton productId={test.productId} name={test.name} describedBy={headingId} />
  </Suspense>
);

/**
 * The band below the tests hydrates after them (HydrateLater); one element made once, so the page
 * drawing again (its query answering) does not hand it new children before its turn.
 */
const CALL_TO_ACTION = (
  <HydrateLater name="tests-call-to-action">
    <CallToActionBand
      title="Prefer to learn first?"
      text="Our pre-recorded video courses cover spoken English, accent training, IELTS preparation and interview readiness."
      action={{ label: 'Browse courses', to: paths.courses }}
    />
  </HydrateLater>
);

export default function TestsPage() {
  usePageTitle(PAGE_TITLES.tests);
  const { data, isLoading } = useGetTestsQuery();
  return (
    <>
      <PageHero
        eyebrow="Expert-evaluated assessments"
        title="Explore Our Tests"
        subtitle="Three assessments that show exactly where your English stands, each marked by our experts with a clear report and practical next steps."
      />
      <Box sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <TestsGrid tests={testOffers(data?.tests, isLoading)} purchase={purchase} />
        </Container>
      </Box>
      {CALL_TO_ACTION}
    </>
  );
}

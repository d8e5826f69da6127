import Container from '@mui/material/Container';
import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import { CourseCatalogue } from '@/features/courses/components/CourseCatalogue';
import { CoursesHero } from '@/features/courses/components/CoursesHero';
import { scrollToTop } from '@/features/courses/components/scrollToTop';
import { useCoursesPageParam } from '@/features/courses/components/useCoursesPageParam';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

/** /courses: the paged catalogue of recorded courses, each card with the cart's button. */
export default function CoursesPage() {
  usePageTitle(PAGE_TITLES.courses);
  const [page, setPage] = useCoursesPageParam();

  const changePage = (next: number) => {
    setPage(next);
    scrollToTop();
  };

  return (
    <>
      <CoursesHero />
      <Container
        component="section"
        aria-label="Course catalogue"
        maxWidth="lg"
        sx={{ py: { xs: 4, md: 6 } }}
      >
        <CourseCatalogue page={page} onPageChange={changePage} CourseAction={AddToCartButton} />
      </Container>
    </>
  );
}

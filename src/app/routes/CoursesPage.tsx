import Container from '@mui/material/Container';
import { CourseCatalogue } from '@/features/courses/components/CourseCatalogue';
import { CoursesHero } from '@/features/courses/components/CoursesHero';
import { scrollToTop } from '@/features/courses/components/scrollToTop';
import { CatalogueControls } from '@/features/courses/components/search/CatalogueControls';
import { useCatalogueQuery } from '@/features/courses/components/search/useCatalogueQuery';
import { withoutFilters } from '@/features/courses/model/catalogueQuery';
import { CoursePurchaseAction } from './course/CoursePurchaseAction';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

/**
 * /courses: the catalogue of recorded courses, searched, filtered and sorted, seven a page, each
 * card with the cart's button ('Go to course' on the courses the learner owns).
 */
export default function CoursesPage() {
  usePageTitle(PAGE_TITLES.courses);
  const [query, changeQuery] = useCatalogueQuery();

  const changePage = (page: number) => {
    changeQuery((current) => ({ ...current, page }));
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
        <CatalogueControls query={query} onChange={changeQuery} />
        <CourseCatalogue
          query={query}
          onPageChange={changePage}
          onClearFilters={() => changeQuery(withoutFilters)}
          CourseAction={CoursePurchaseAction}
        />
      </Container>
    </>
  );
}

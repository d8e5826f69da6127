import { lazy } from 'react';
import { RenderNearViewport } from '@/components/layout/RenderNearViewport';
import { paths } from '@/config/paths';
import { HomeHero } from '@/features/home/components/HomeHero';
import { ProductList } from '@/features/home/components/ProductList';
import { COURSE_LINE, type Product } from '@/features/home/data/products';
import { TESTS } from '@/features/tests/data/tests';
import { formatRupees } from '@/lib/format';

const HomeBelowFold = lazy(
  () => import(/* webpackChunkName: "home-below-fold" */ './home/HomeBelowFold'),
);

/**
 * The below-the-fold sections' height at each breakpoint (measured at its narrowest width), held
 * until they render.
 */
const BELOW_FOLD_HEIGHT = { xs: 3320, sm: 2810, md: 2100, lg: 1920 };

const PRODUCTS: Product[] = [
  ...TESTS.map((test) => ({
    id: test.id,
    name: test.name,
    brief: test.brief,
    image: test.image,
    facts: [formatRupees(test.price), test.duration],
    to: paths.tests,
    actionLabel: 'View test',
  })),
  COURSE_LINE,
];

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ProductList products={PRODUCTS} />
      <RenderNearViewport reserve={BELOW_FOLD_HEIGHT}>
        <HomeBelowFold />
      </RenderNearViewport>
    </>
  );
}

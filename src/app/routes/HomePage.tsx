import { lazy } from 'react';
import { HydrateLater } from '@/components/layout/HydrateLater';
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

/**
 * The products hydrate after the hero (HydrateLater); one element made once, so the page drawing
 * again does not hand them new children before their turn.
 */
const PRODUCT_LIST = (
  <HydrateLater name="home-products">
    <ProductList products={PRODUCTS} />
  </HydrateLater>
);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      {PRODUCT_LIST}
      <RenderNearViewport reserve={BELOW_FOLD_HEIGHT}>
        <HomeBelowFold />
      </RenderNearViewport>
    </>
  );
}

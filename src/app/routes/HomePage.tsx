import { paths } from '@/config/paths';
import { GuidanceSection } from '@/features/guidance/components/GuidanceSection';
import { AboutTeaser } from '@/features/home/components/AboutTeaser';
import { HomeHero } from '@/features/home/components/HomeHero';
import { HowItWorksTimeline } from '@/features/home/components/HowItWorksTimeline';
import { ProductList } from '@/features/home/components/ProductList';
import { SignUpCallToAction } from '@/features/home/components/SignUpCallToAction';
import { COURSE_LINE, type Product } from '@/features/home/data/products';
import { TESTS } from '@/features/tests/data/tests';
import { formatRupees } from '@/lib/format';

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
      <AboutTeaser />
      <HowItWorksTimeline />
      <GuidanceSection />
      <SignUpCallToAction />
    </>
  );
}

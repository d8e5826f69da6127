import Box from '@mui/material/Box';
import { paths } from '@/config/paths';
import { DirectorsSection } from '@/features/about/components/DirectorsSection';
import { ExpertiseSection } from '@/features/about/components/ExpertiseSection';
import { MissionVisionSection } from '@/features/about/components/MissionVisionSection';
import { WhoWeAreSection } from '@/features/about/components/WhoWeAreSection';
import { CallToActionBand } from '@/features/home/components/CallToActionBand';
import { PageHero } from '@/features/home/components/PageHero';
import { ACADEMY_NAME } from '@contract/constants';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export default function AboutPage() {
  usePageTitle(PAGE_TITLES.about);
  return (
    <>
      <PageHero
        title={`About ${ACADEMY_NAME}`}
        subtitle={
          <Box
            component="span"
            sx={{
              color: 'secondary.light',
              fontWeight: 700,
              fontSize: { xs: '1.25rem', md: '1.5rem' },
            }}
          >
            Transforming Ambition into Achievement
          </Box>
        }
        image={{ src: '/images/site/about.svg', width: 440, height: 340 }}
      />
      <WhoWeAreSection />
      <MissionVisionSection />
      <ExpertiseSection />
      <DirectorsSection />
      <CallToActionBand
        title="See where your English stands"
        text="Take one of our expert-evaluated tests and get a clear report with the next steps to reach your goal."
        action={{ label: 'Explore Our Tests', to: paths.tests }}
      />
    </>
  );
}

import { useEffect } from 'react';
import { GuidanceSection } from '@/features/guidance/components/GuidanceSection';
import { AboutTeaser } from '@/features/home/components/AboutTeaser';
import { HowItWorksTimeline } from '@/features/home/components/HowItWorksTimeline';
import { SignUpCallToAction } from '@/features/home/components/SignUpCallToAction';

/**
 * The home page below its products: the about teaser, the seven steps, the guidance questionnaire
 * (with its decision tree) and the sign-up band, a chunk of their own rendered as they come near
 * (HomePage).
 */
export default function HomeBelowFold() {
  // The layout's ScrollToTop ran before these sections existed: an #anchor inside them is
  // scrolled to here.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <AboutTeaser />
      <HowItWorksTimeline />
      <GuidanceSection />
      <SignUpCallToAction />
    </>
  );
}

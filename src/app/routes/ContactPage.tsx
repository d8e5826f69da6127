import { paths } from '@/config/paths';
import { ContactSection } from '@/features/contact/components/ContactSection';
import { CallToActionBand } from '@/features/home/components/CallToActionBand';
import { PageHero } from '@/features/home/components/PageHero';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export default function ContactPage() {
  usePageTitle(PAGE_TITLES.contact);
  return (
    <>
      <PageHero
        eyebrow="We are here to help"
        title="Contact Us"
        subtitle="Tell us what you are working towards and we will help you find the right test or course, or answer anything about your account and orders."
        image={{ src: '/images/site/contact.svg', width: 360, height: 280 }}
      />
      <ContactSection />
      <CallToActionBand
        title="Ready to find your level?"
        text="Our expert-evaluated tests give you a clear score and a plan for what to practise next."
        action={{ label: 'Explore Our Tests', to: paths.tests }}
      />
    </>
  );
}

import { paths } from '@/config/paths';
import { PageHero } from '@/features/home/components/PageHero';
import { PolicyBody } from '@/features/policies/components/PolicyBody';
import { POLICIES_UPDATED } from '@/features/policies/data/policyTerms';
import { privacyPolicy } from '@/features/policies/data/privacyPolicy';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export default function PrivacyPolicyPage() {
  usePageTitle(PAGE_TITLES.privacy);
  return (
    <>
      <PageHero
        eyebrow="Policies"
        title={privacyPolicy.title}
        subtitle={`Last updated ${POLICIES_UPDATED}`}
      />
      <PolicyBody policy={privacyPolicy} path={paths.privacy} />
    </>
  );
}

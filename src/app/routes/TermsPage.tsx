import { paths } from '@/config/paths';
import { PageHero } from '@/features/home/components/PageHero';
import { PolicyBody } from '@/features/policies/components/PolicyBody';
import { POLICIES_UPDATED } from '@/features/policies/data/policyTerms';
import { termsPolicy } from '@/features/policies/data/termsPolicy';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export default function TermsPage() {
  usePageTitle(PAGE_TITLES.terms);
  return (
    <>
      <PageHero
        eyebrow="Policies"
        title={termsPolicy.title}
        subtitle={`Last updated ${POLICIES_UPDATED}`}
      />
      <PolicyBody policy={termsPolicy} path={paths.terms} />
    </>
  );
}

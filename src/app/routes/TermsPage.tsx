import { paths } from '@/config/paths';
import { PageHero } from '@/features/home/components/PageHero';
import { PolicyBody } from '@/features/policies/components/PolicyBody';
import { POLICIES_UPDATED } from '@/features/policies/data/policyTerms';
import { termsPolicy } from '@/features/policies/data/termsPolicy';

export default function TermsPage() {
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

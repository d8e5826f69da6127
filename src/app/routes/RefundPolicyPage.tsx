import { paths } from '@/config/paths';
import { PageHero } from '@/features/home/components/PageHero';
import { PolicyBody } from '@/features/policies/components/PolicyBody';
import { POLICIES_UPDATED } from '@/features/policies/data/policyTerms';
import { refundPolicy } from '@/features/policies/data/refundPolicy';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export default function RefundPolicyPage() {
  usePageTitle(PAGE_TITLES.refund);
  return (
    <>
      <PageHero
        eyebrow="Policies"
        title={refundPolicy.title}
        subtitle={`Last updated ${POLICIES_UPDATED}`}
      />
      <PolicyBody policy={refundPolicy} path={paths.refund} />
    </>
  );
}

import { useParams } from 'react-router-dom';
import { useGetBriefingQuery } from '@/features/exam/api/examApi';
import { getErrorStatus } from '@/store/api/errorMessage';

/** The bought test in the address and its briefing; `missing` for an unknown or another's test. */
export function useEntitlementBriefing() {
  const { entitlementId = '' } = useParams();
  const query = useGetBriefingQuery(entitlementId, { refetchOnMountOrArgChange: true });
  const status = getErrorStatus(query.error);
  return { entitlementId, ...query, missing: status === 404 || status === 400 };
}

import { Outlet } from 'react-router-dom';
import type { ConsoleArea } from '@contract/roles';
import { selectConsoleAreas } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { ForbiddenPage, STAFF_ONLY_TEXT } from './ForbiddenPage';

export const MARKERS_ONLY_TEXT = 'This page is for evaluators.';
export const ADMINS_ONLY_TEXT = 'This page is for admins.';

const WHO: Record<ConsoleArea, string> = {
  staff: STAFF_ONLY_TEXT,
  marking: MARKERS_ONLY_TEXT,
  'marking-overview': ADMINS_ONLY_TEXT,
};

/** One area of the console (staff pages, marking, the marking overview): others see a 403. */
export function RequireConsoleArea({ area }: { area: ConsoleArea }) {
  const areas = useAppSelector(selectConsoleAreas);
  if (!areas.includes(area)) return <ForbiddenPage text={WHO[area]} inConsole />;
  return <Outlet />;
}

import { Navigate } from 'react-router-dom';
import { adminPaths } from '@/config/adminPaths';
import { selectConsoleAreas } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import OverviewPage from './routes/OverviewPage';

/** /admin: the shop's overview for staff; an evaluator, whose console is marking, goes there. */
export function ConsoleHome() {
  const areas = useAppSelector(selectConsoleAreas);
  if (areas.includes('staff')) return <OverviewPage />;
  return <Navigate to={adminPaths.marking} replace />;
}

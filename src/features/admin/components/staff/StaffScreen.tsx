import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { selectIsAdmin } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { useGetStaffQuery } from '../../api/learnersAdminApi';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { GrantRoleForm } from './GrantRoleForm';
import { RoleSelect } from './RoleSelect';

export const ADMINS_ONLY = 'Only admins can manage the staff.';

/** Staff and admin accounts and their roles (admins only); a learner is made staff from here too. */
export function StaffScreen() {
  const admin = useAppSelector(selectIsAdmin);
  const { data, error, isLoading, refetch } = useGetStaffQuery(undefined, { skip: !admin });
  if (!admin) return <Alert severity="warning">{ADMINS_ONLY}</Alert>;
  return (
    <>
      <PageHeading title="Staff" />
      <GrantRoleForm />
      {isLoading && <Skeleton variant="rounded" height={200} aria-label="Loading the staff" />}
      {error && <LoadError error={error} onRetry={refetch} />}
      {data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Staff">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((account) => (
                <TableRow key={account.id}>
                  <TableCell>{account.name}</TableCell>
                  <TableCell>{account.email}</TableCell>
                  <TableCell>
                    <RoleSelect account={account} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

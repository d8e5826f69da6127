import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLES, type Role } from '@contract/roles';
import type { LearnerRow } from '@contract/types';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useSetRoleMutation } from '../../api/learnersAdminApi';
import { useResultToast } from '../../model/useResultToast';

/** An account's role, changed at once (admins only; one's own cannot be changed). */
export function RoleSelect({ account }: { account: LearnerRow }) {
  const [setRole, { isLoading }] = useSetRoleMutation();
  const report = useResultToast();
  const own = useAppSelector(selectUser)?.id === account.id;
  return (
    <TextField
      select
      size="small"
      label={`Role of ${account.name}`}
      value={account.role}
      disabled={isLoading || own}
      onChange={(event) =>
        void setRole({ id: account.id, role: event.target.value as Role }).then(report)
      }
      sx={{ minWidth: 140, my: 0.5 }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </TextField>
  );
}

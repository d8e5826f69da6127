import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { ROLES } from '@contract/roles';
import { validateStaffGrant, type StaffGrantValues } from '@contract/validation/admin';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { useGrantRoleMutation } from '../../api/learnersAdminApi';
import { useResultToast } from '../../model/useResultToast';
import { FormProblem } from '../courses/FormProblem';
import { FormSelectField } from '../FormSelectField';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));
const resolver = validationResolver<StaffGrantValues>(validateStaffGrant);

/**
 * How staff are added: the person signs up on the site, then an admin gives their account a role
 * by its email here (audited like any role change).
 */
export function GrantRoleForm() {
  const [grant, granting] = useGrantRoleMutation();
  const report = useResultToast();
  const { control, handleSubmit, reset } = useForm<StaffGrantValues>({
    defaultValues: { email: '', role: 'staff' },
    resolver,
  });
  const give = async (values: StaffGrantValues) => {
    const result = await grant({ email: values.email.trim(), role: values.role });
    if (result.data) {
      report(result);
      reset();
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        Add staff
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Ask the person to sign up on the site first, then give their account a role by its email.
        Every role change is recorded in the audit log.
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label="Give a role"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={handleSubmit((values) => void give(values))}
      >
        <FormTextField
          control={control}
          name="email"
          label="Email of the account"
          type="email"
          autoComplete="off"
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
        />
        <FormSelectField
          control={control}
          name="role"
          label="Role"
          size="small"
          options={ROLE_OPTIONS}
          sx={{ minWidth: 140 }}
        />
        <Button type="submit" variant="contained" disabled={granting.isLoading}>
          Give role
        </Button>
      </Stack>
      {granting.error !== undefined && (
        <Stack sx={{ mt: 2 }}>
          <FormProblem error={granting.error} />
        </Stack>
      )}
    </Paper>
  );
}

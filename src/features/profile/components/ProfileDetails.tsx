import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import type { User } from '@contract/types';
import { FIELD_LABELS, visibleFields, type ProfileField } from '../model/profileFields';

const displayValue = (user: User, field: ProfileField): string =>
  (field === 'dob' ? formatDate(user.dob) : user[field]) || 'Not provided';

/** View mode: the saved values, with the fields the profession asks for. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 2 },
        m: 0,
      }}
    >
      {visibleFields(user.profession).map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            color="text.secondary"
            sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}
          >
            {FIELD_LABELS[field]}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {displayValue(user, field)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

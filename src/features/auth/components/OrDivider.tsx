import Divider from '@mui/material/Divider';

export function OrDivider() {
  return <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>;
}

import { createTheme } from '@mui/material/styles';
import { inputs } from './components/inputs';
import { navigation } from './components/navigation';
import { surfaces } from './components/surfaces';
import { palette } from './palette';
import { typography } from './typography';

export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 8 },
  components: { ...inputs, ...surfaces, ...navigation },
});

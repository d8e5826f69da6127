import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

// notistack's default colours put white text on too light a green or orange; these meet WCAG AA.
export const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.secondary.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.dark },
}));

export const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

import { keyframes, styled } from '@mui/material/styles';

// The pieces of LightTextField, each with the styles MUI gives its counterpart (FormControl,
// InputLabel, OutlinedInput and its input, InputAdornment, NotchedOutline, FormHelperText) for an
// outlined, medium, enabled field on a light theme. State classes as MUI's: Mui-focused, Mui-error.

// Chrome paints autofilled values before the page can read them: the animation these start tells
// the label to move out of the way, as MUI's InputBase does. The keyframes change nothing (an
// animation property inside keyframes is ignored), but must not be empty or they are dropped, and
// must differ, or Emotion gives both the same name.
export const autofill = keyframes({ from: { animationName: 'light-text-field-autofill' } });
const autofillCancel = keyframes({ from: { animationName: 'light-text-field-autofill-cancel' } });

export const FieldRoot = styled('div')({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
  width: '100%',
});

export const FieldLabel = styled('label')(({ theme }) => ({
  color: theme.palette.text.secondary,
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  transformOrigin: 'top left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  position: 'absolute',
  left: 0,
  top: 0,
  transition: theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  zIndex: 1,
  pointerEvents: 'none',
  transform: 'translate(14px, 16px) scale(1)',
  maxWidth: 'calc(100% - 24px)',
  '&[data-shrink="true"]': {
    userSelect: 'none',
    pointerEvents: 'auto',
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  },
  '&.Mui-focused': { color: theme.palette.primary.main },
  '&.Mui-error': { color: theme.palette.error.main },
}));

export const InputRoot = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.primary,
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': { '&:hover > fieldset': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
  '&.Mui-focused > fieldset': { borderWidth: 2, borderColor: theme.palette.primary.main },
  '&.Mui-error > fieldset': { borderColor: theme.palette.error.main },
  '&.LightTextField-adornedEnd': { paddingRight: 14 },
}));

export const Input = styled('input')({
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '16.5px 14px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  animationName: `${autofillCancel}`,
  animationDuration: '10ms',
  '&:-webkit-autofill': {
    animationDuration: '5000s',
    animationName: `${autofill}`,
    borderRadius: 'inherit',
  },
  '&:focus': { outline: 0 },
  '&:invalid': { boxShadow: 'none' },
  '.LightTextField-adornedEnd > &': { paddingRight: 0 },
});

export const EndAdornment = styled('div')(({ theme }) => ({
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
  marginLeft: 8,
}));

export const Outline = styled('fieldset')({
  textAlign: 'left',
  position: 'absolute',
  inset: '-5px 0 0',
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  overflow: 'hidden',
  minWidth: '0%',
  borderColor: 'rgba(0, 0, 0, 0.23)',
});

// The gap in the outline where the shrunk label sits: the label's text, invisible.
export const OutlineNotch = styled('legend')(({ theme }) => ({
  float: 'unset',
  width: 'auto',
  overflow: 'hidden',
  display: 'block',
  padding: 0,
  height: 11,
  fontSize: '0.75em',
  visibility: 'hidden',
  maxWidth: 0.01,
  transition: theme.transitions.create('max-width', {
    duration: 50,
    easing: theme.transitions.easing.easeOut,
  }),
  whiteSpace: 'nowrap',
  '& > span': {
    paddingLeft: 5,
    paddingRight: 5,
    display: 'inline-block',
    opacity: 0,
    visibility: 'visible',
  },
  '&.LightTextField-notched': {
    maxWidth: '100%',
    transition: theme.transitions.create('max-width', {
      duration: 100,
      easing: theme.transitions.easing.easeOut,
      delay: 50,
    }),
  },
}));

export const HelperText = styled('p')(({ theme }) => ({
  color: theme.palette.text.secondary,
  ...theme.typography.caption,
  textAlign: 'left',
  margin: '3px 14px 0',
  '&.Mui-error': { color: theme.palette.error.main },
}));

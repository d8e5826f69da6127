import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { styled, type Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

// The catalogue's fields: a plain <input type="search"> and native <select>s with their labels
// above them. They bring none of MUI's form code (FormControl, InputBase, ...), which the sign-in
// and other form pages load with react-hook-form: sharing it would split that chunk in two and
// make those pages heavier.

const control = (theme: Theme) => ({
  boxSizing: 'border-box' as const,
  width: '100%',
  height: 40,
  font: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  // Darker than MUI's outline: a field's edge needs 3:1 against the page.
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': { borderColor: theme.palette.primary.main },
  '&:focus-visible': {
    outline: `3px solid ${theme.palette.secondary.light}`,
    outlineOffset: 2,
  },
});

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.palette.text.secondary,
}));

const Select = styled('select')(({ theme }) => ({
  ...control(theme),
  appearance: 'none',
  padding: theme.spacing(0, 5, 0, 1.5),
  cursor: 'pointer',
}));

const Input = styled('input')(({ theme }) => ({
  ...control(theme),
  padding: theme.spacing(0, 1.5, 0, 5),
  '&::-webkit-search-cancel-button': { cursor: 'pointer' },
}));

const iconSx = {
  position: 'absolute',
  top: 8,
  pointerEvents: 'none',
  color: 'text.secondary',
} as const;

interface CatalogueSelectProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The <option>s. */
  children: ReactNode;
}

/** A labelled native select: the phone's own picker, plain by keyboard. */
export function CatalogueSelect({ label, name, value, onChange, children }: CatalogueSelectProps) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Box sx={{ position: 'relative' }}>
        <Select id={id} name={name} value={value} onChange={onChange}>
          {children}
        </Select>
        <ArrowDropDownIcon sx={{ ...iconSx, right: 8 }} />
      </Box>
    </div>
  );
}

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
};

/** A labelled search field with a magnifier. */
export function CatalogueSearchInput({ label, ...input }: SearchInputProps) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Box sx={{ position: 'relative' }}>
        <Input {...input} id={id} type="search" />
        <SearchIcon sx={{ ...iconSx, left: 10 }} />
      </Box>
    </div>
  );
}

import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ListParams } from '../model/listParams';
import { SearchBox } from './SearchBox';

interface ListToolbarProps {
  searchLabel: string;
  params: ListParams;
  update: (changes: Record<string, string | null>) => void;
  children?: ReactNode;
}

/** Above a list: its search box (debounced into `q`) and its filters. */
export function ListToolbar({ searchLabel, params, update, children }: ListToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      spacing={2}
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <SearchBox
        label={searchLabel}
        value={params.q ?? ''}
        onSearch={(q) => update({ q: q || null })}
      />
      {children}
    </Stack>
  );
}

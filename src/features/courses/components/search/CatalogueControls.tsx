import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useId, useState } from 'react';
import { HydrateLater } from '@/components/layout/HydrateLater';
import { CHOICE_NAMES, type CatalogueQuery } from '../../model/catalogueQuery';
import { CatalogueFilterFields } from './CatalogueFilterFields';
import { CatalogueSearchBox } from './CatalogueSearchBox';
import { CatalogueSortField } from './CatalogueSortField';
import type { ChangeCatalogue } from './useCatalogueQuery';

interface CatalogueControlsProps {
  query: CatalogueQuery;
  onChange: ChangeCatalogue;
}

/**
 * Search, sort and filters above the catalogue. Each change starts again from page 1. On phones
 * the filters fold behind a Filters button; on wider screens they are always in view.
 *
 * Their fields are a good part of the page's hydration: on a first visit they keep the server's
 * markup and hydrate after the first card, in a turn of their own or at the visitor's first
 * input (HydrateLater); memo-ised, so the page drawing again with the same query does not hand
 * them new children before their turn.
 */
export const CatalogueControls = memo(function CatalogueControls(props: CatalogueControlsProps) {
  return (
    <HydrateLater name="catalogue-controls">
      <Controls {...props} />
    </HydrateLater>
  );
});

function Controls({ query, onChange }: CatalogueControlsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const chosen = CHOICE_NAMES.filter((name) => query[name] !== undefined).length;

  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'auto 1fr', md: '1fr 240px' },
          gridTemplateAreas: { xs: '"search search" "filters sort"', md: '"search sort"' },
          alignItems: 'end',
        }}
      >
        <Box sx={{ gridArea: 'search' }}>
          <CatalogueSearchBox
            value={query.q ?? ''}
            onSearch={(q, { replace }) =>
              onChange((current) => ({ ...current, q: q || undefined, page: 1 }), { replace })
            }
          />
        </Box>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          sx={{ gridArea: 'filters', display: { md: 'none' }, height: 40 }}
        >
          {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
        </Button>
        <Box sx={{ gridArea: 'sort' }}>
          <CatalogueSortField
            value={query.sort}
            onSort={(sort) => onChange((current) => ({ ...current, sort, page: 1 }))}
          />
        </Box>
      </Box>
      <Box
        id={panelId}
        role="group"
        aria-label="Filters"
        sx={{
          display: { xs: filtersOpen ? 'grid' : 'none', md: 'grid' },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' },
          gap: 2,
          mt: 2,
        }}
      >
        <CatalogueFilterFields
          query={query}
          onChoose={(choice, value) =>
            onChange((current) => ({ ...current, [choice]: value, page: 1 }))
          }
        />
      </Box>
    </Box>
  );
}

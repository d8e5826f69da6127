import { COURSE_SORTS, type CourseSort } from '@contract/catalogueFilters';
import { CatalogueSelect } from './catalogueFields';
import { DEFAULT_SORT_LABEL, SORT_LABEL, SORT_LABELS } from './catalogueLabels';

interface CatalogueSortFieldProps {
  value: CourseSort | undefined;
  onSort: (sort: CourseSort | undefined) => void;
}

export function CatalogueSortField({ value, onSort }: CatalogueSortFieldProps) {
  return (
    <CatalogueSelect
      name="sort"
      label={SORT_LABEL}
      value={value ?? ''}
      onChange={(event) => onSort(COURSE_SORTS.find((sort) => sort === event.target.value))}
    >
      <option value="">{DEFAULT_SORT_LABEL}</option>
      {COURSE_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </CatalogueSelect>
  );
}

import {
  CHOICE_NAMES,
  CHOICES,
  type CatalogueChoice,
  type CatalogueQuery,
} from '../../model/catalogueQuery';
import { CHOICE_LABELS } from './catalogueLabels';
import { CatalogueSelect } from './catalogueFields';

interface CatalogueFilterFieldsProps {
  query: CatalogueQuery;
  /** undefined: any value. */
  onChoose: (choice: CatalogueChoice, value: string | undefined) => void;
}

/** One native select per filter. */
export function CatalogueFilterFields({ query, onChoose }: CatalogueFilterFieldsProps) {
  return CHOICE_NAMES.map((choice) => {
    const { label, any, option } = CHOICE_LABELS[choice];
    return (
      <CatalogueSelect
        key={choice}
        name={choice}
        label={label}
        value={query[choice] ?? ''}
        onChange={(event) => onChoose(choice, event.target.value || undefined)}
      >
        <option value="">{any}</option>
        {CHOICES[choice].map((value) => (
          <option key={value} value={value}>
            {option(value)}
          </option>
        ))}
      </CatalogueSelect>
    );
  });
}

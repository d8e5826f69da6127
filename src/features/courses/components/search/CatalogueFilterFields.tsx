import { OutlinedNativeSelect } from '@/components/forms/OutlinedNativeSelect';
import {
  CHOICE_NAMES,
  CHOICES,
  type CatalogueChoice,
  type CatalogueQuery,
} from '../../model/catalogueQuery';
import { CHOICE_LABELS } from './catalogueLabels';

interface CatalogueFilterFieldsProps {
  query: CatalogueQuery;
  /** undefined: any value. */
  onChoose: (choice: CatalogueChoice, value: string | undefined) => void;
}

/** One native select per filter: the phone's own picker, plain by keyboard, light to load. */
export function CatalogueFilterFields({ query, onChoose }: CatalogueFilterFieldsProps) {
  return CHOICE_NAMES.map((choice) => {
    const { label, any, option } = CHOICE_LABELS[choice];
    return (
      <OutlinedNativeSelect
        key={choice}
        name={choice}
        label={label}
        size="small"
        value={query[choice] ?? ''}
        onChange={(event) => onChoose(choice, event.target.value || undefined)}
      >
        <option value="">{any}</option>
        {CHOICES[choice].map((value) => (
          <option key={value} value={value}>
            {option(value)}
          </option>
        ))}
      </OutlinedNativeSelect>
    );
  });
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COURSE_SEARCH_MAX_LENGTH } from '@contract/catalogueFilters';
import { cleanSearch } from '../../model/catalogueQuery';
import { SEARCH_LABEL } from './catalogueLabels';
import { CatalogueSearchInput } from './catalogueFields';

/** How long typing pauses before the catalogue follows it. */
export const SEARCH_DELAY_MS = 300;

interface CatalogueSearchBoxProps {
  /** The search in the address. */
  value: string;
  /** `replace`: this continues a search already in the history, so it replaces that entry. */
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/**
 * The search field. The catalogue follows a pause in typing (or Enter); one search makes one
 * history entry, however many pauses it takes to type, and a new one starts when the field is left.
 */
export function CatalogueSearchBox({ value, onSearch }: CatalogueSearchBoxProps) {
  const [draft, setDraft] = useState(value);
  // The address's search the field last followed: back, forward or Clear filters change the address
  // without typing, and the field then shows the address's search.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searching = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const search = cleanSearch(text);
    if (search === value) return;
    setFollowed(search);
    onSearch(search, { replace: searching.current });
    searching.current = true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

  return (
    <form role="search" onSubmit={submit}>
      <CatalogueSearchInput
        label={SEARCH_LABEL}
        value={draft}
        maxLength={COURSE_SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), SEARCH_DELAY_MS);
        }}
        onBlur={() => {
          searching.current = false;
        }}
      />
    </form>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { Search, X } from '../../../components/ui/icons';
import { SEARCH_MAX_LENGTH } from '../api/games-query';
import styles from './lobby-toolbar.module.css';

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchFieldProps {
  /** The search the page shows now (from the URL). */
  value: string;
  onSearch(value: string): void;
  label?: string;
  autoFocus?: boolean;
}

/** A search box that reports its text once typing pauses, and at once on Enter or clear. */
export function SearchField({ value, onSearch, label, autoFocus }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    lastSent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === lastSent.current.trim()) return;
    const timer = window.setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  });

  const send = (next: string) => {
    lastSent.current = next;
    onSearchRef.current(next.trim());
  };

  return (
    <search className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(text);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {label ?? t('games.lobby.search')}
        </label>
        <Search className={styles.searchIcon} aria-hidden="true" />
        <input
          id={id}
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('games.lobby.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the search modal opens to type in it.
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('games.lobby.clearSearch')}
            onClick={() => {
              setText('');
              send('');
            }}
          >
            <X aria-hidden="true" />
          </button>
        )}
      </form>
    </search>
  );
}

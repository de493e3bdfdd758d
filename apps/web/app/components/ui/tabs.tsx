import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  content?: ReactNode;
}

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange(value: T): void;
  variant?: 'pill' | 'underline';
  isFullWidth?: boolean;
}

/**
 * ARIA tabs: arrow keys, Home and End move between tabs; the active tab's content shows below.
 * A tab is chosen on the mouse's press, not its release: the press takes the focus from a field,
 * whose validation message can then move the tab away before the release (the sign-up form,
 * scrolled, with a password too short), and the click would be lost.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
  variant = 'pill',
  isFullWidth = false,
}: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.id === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const next = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    onValueChange(target.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list}
        data-variant={variant}
        data-full-width={isFullWidth || undefined}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === value;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={item.content === undefined ? undefined : `${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onMouseDown={(event) => {
                if (event.button === 0 && !event.ctrlKey && !isSelected) onValueChange(item.id);
              }}
              onClick={() => {
                if (!isSelected) onValueChange(item.id);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active?.content !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          className={styles.panel}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}

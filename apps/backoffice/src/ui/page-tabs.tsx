import { type ComponentType, type KeyboardEvent, useId } from 'react';
import * as styles from './page-tabs.css';

/** One tab of a page: its key in the URL, its label, and the panel a feature brings. */
export interface PageTab {
  key: string;
  label: string;
  Panel: ComponentType;
}

export interface PageTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PageTab[];
  /** The chosen tab's key (from the URL); an unknown or missing one opens the first tab. */
  current: string | undefined;
  onChange(key: string): void;
}

/**
 * A page's tabs as the WAI-ARIA pattern has them (arrows move between tabs); only the chosen panel is
 * mounted, so a tab loads its data when it is opened.
 */
export function PageTabs({ label, tabs, current, onChange }: PageTabsProps) {
  const id = useId();
  const chosen = tabs.find((tab) => tab.key === current) ?? tabs[0];
  if (!chosen) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = tabs.indexOf(chosen);
    const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  const { Panel } = chosen;
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab === chosen}
            aria-controls={`${id}-panel`}
            tabIndex={tab === chosen ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${chosen.key}`}>
        <Panel />
      </div>
    </>
  );
}

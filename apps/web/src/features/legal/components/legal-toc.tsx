import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { goToSection } from '../hooks/use-active-section';
import styles from './legal-toc.module.css';

export interface TocGroup {
  /** Shown above its items when the page holds several documents. */
  title?: string;
  items: { id: string; label: string }[];
}

interface LegalTocProps {
  groups: readonly TocGroup[];
  activeId: string | null;
}

/** Table of contents: a sticky side column on wide screens, a collapsible block above the text on narrow ones. */
export function LegalToc({ groups, activeId }: LegalTocProps) {
  const { t } = useTranslation('legal');
  const details = useRef<HTMLDetailsElement>(null);

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    details.current?.removeAttribute('open');
    goToSection(id);
  };

  const list = (
    <div className={styles.groups}>
      {groups.map((group, g) => (
        <div key={g}>
          {group.title && <p className={styles.groupTitle}>{group.title}</p>}
          <ol className={styles.list}>
            {group.items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className={styles.link}
                  aria-current={item.id === activeId ? 'location' : undefined}
                  onClick={(event) => follow(event, item.id)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );

  return (
    <>
      <details ref={details} className={styles.compact}>
        <summary className={styles.summary}>{t('common.toc')}</summary>
        <nav aria-label={t('common.toc')}>{list}</nav>
      </details>
      <aside className={styles.side}>
        <nav aria-label={t('common.toc')}>
          <p className={styles.title}>{t('common.toc')}</p>
          {list}
        </nav>
      </aside>
    </>
  );
}

import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useScrollHint } from '../../hooks/use-scroll-hint';
import styles from './section-header.module.css';

export interface SectionTab {
  to: string;
  label: string;
  /** Match the path exactly (for a section's root tab). */
  end?: boolean;
}

interface SectionHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  tabs?: SectionTab[];
  tabsLabel?: string;
  actions?: ReactNode;
  /** 'div' when the page below brings its own h1. */
  headingAs?: 'h1' | 'div';
}

/** A section's title bar with optional tabs (battles, event, refill, provably fair). */
export function SectionHeader({ title, subtitle, tabs, tabsLabel, actions, headingAs = 'h1' }: SectionHeaderProps) {
  const Heading = headingAs;
  const { pathname } = useLocation();
  const strip = useScrollHint<HTMLUListElement>(pathname);
  return (
    <div className={styles.bar}>
      <div className={styles.top}>
        <div>
          <Heading className={styles.title}>{title}</Heading>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions}
      </div>
      {tabs && tabs.length > 0 && (
        <nav aria-label={tabsLabel}>
          <ul ref={strip} className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  className={({ isActive }) => [styles.tab, isActive && styles.active].filter(Boolean).join(' ')}
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

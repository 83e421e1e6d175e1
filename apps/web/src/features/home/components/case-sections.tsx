import type { CaseSection as Section } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useCaseSections } from '../api/get-case-sections';
import { CaseCard, type ArtPriority } from './case-card';
import { CaseSectionsSkeleton } from './case-sections-skeleton';
import styles from './case-sections.module.css';

function gradientText(colors: string[]): CSSProperties {
  const stops = colors.length > 1 ? colors : [...colors, ...colors, '#ffffff'].slice(0, 2);
  return { '--title-gradient': `linear-gradient(90deg, ${stops.join(', ')})` } as CSSProperties;
}

/** Cards of the first section whose art loads with the page: a full row of 200 px cards on a wide screen. */
const FIRST_ROW_CARDS = 6;
/** Of those, the ones whose art goes first: the first row on a phone. */
const FIRST_PHONE_ROW_CARDS = 2;

function artPriority(sectionIndex: number, cardIndex: number): ArtPriority {
  if (sectionIndex > 0 || cardIndex >= FIRST_ROW_CARDS) return 'lazy';
  return cardIndex < FIRST_PHONE_ROW_CARDS ? 'high' : 'eager';
}

function CaseSection({ section, index, userLevel }: { section: Section; index: number; userLevel: number }) {
  const id = `section-${section.slug}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="case-section">
      <h2 id={id} className={styles.title} style={gradientText(section.appearanceData.gradientText)}>
        {section.name}
      </h2>
      <ul className={styles.grid}>
        {section.cases.map((item, cardIndex) => (
          <li key={item.id}>
            <CaseCard item={item} appearance={section.appearanceData} userLevel={userLevel} artPriority={artPriority(index, cardIndex)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The case showcase of the main page: every section with its cards, or a loading, error or empty state. */
export function CaseSections() {
  const { t } = useTranslation('cases');
  const query = useCaseSections();
  const userLevel = useSession().user?.level ?? 0;

  if (query.isPending) return <CaseSectionsSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('home.errorTitle')}
        text={t('home.errorText')}
        testId="cases-error"
        actions={
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            <Icon name="refresh" size={18} />
            {t('home.retry')}
          </Button>
        }
      />
    );
  }
  const sections = query.data.filter((section) => section.cases.length > 0);
  if (sections.length === 0) {
    return (
      <EmptyState
        icon="gift"
        title={t('home.emptyTitle')}
        text={t('home.emptyText')}
        actions={<ButtonLink to={paths.dailyCases}>{t('home.emptyAction')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.list} data-testid="case-sections">
      {sections.map((section, index) => (
        <CaseSection key={section.id} section={section} index={index} userLevel={userLevel} />
      ))}
    </div>
  );
}

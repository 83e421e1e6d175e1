import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { isRouteHandle, type SoonPage } from '../../../config/route-handle';

interface NextStep {
  icon: IconName;
  to?: string;
  action?: string;
}

// What to do next on each page until its feature lands: a real destination, never a dead button.
const NEXT: Partial<Record<SoonPage, NextStep>> = {
  sapper: { icon: 'lightning', to: paths.battles, action: 'actions.battles' },
  dailyCases: { icon: 'daily', to: paths.faq, action: 'actions.faq' },
  leaderboard: { icon: 'top', to: paths.top, action: 'actions.top' },
  top: { icon: 'top', to: paths.faq, action: 'actions.faq' },
  event: { icon: 'sparkle', to: paths.eventNewCases, action: 'actions.newCases' },
};

/** The page of a feature that arrives with a later issue: its title and a short "coming soon" state. */
export default function ComingSoonPage() {
  const { t } = useTranslation('pages');
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).filter(isRouteHandle).reverse();
  const page = handle.find((h) => h.page)?.page ?? 'event';
  const inSection = handle.some((h) => h.inSection);
  const next = NEXT[page];

  return (
    <EmptyState
      icon={next?.icon ?? 'sparkle'}
      title={t(`${page}.title`)}
      headingLevel={inSection ? 'h2' : 'h1'}
      text={t(`${page}.text`)}
      actions={
        <>
          {next?.to && (
            <ButtonLink size="l" to={next.to}>
              {t(next.action ?? 'soon.home')}
            </ButtonLink>
          )}
          <ButtonLink size="l" variant="secondary" to={paths.home}>
            {t('soon.home')}
          </ButtonLink>
        </>
      }
    />
  );
}

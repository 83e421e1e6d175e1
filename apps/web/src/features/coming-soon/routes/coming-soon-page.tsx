import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { isRouteHandle, type SoonPage } from '../../../config/route-handle';
import { useModalStore } from '../../../stores/modal-store';

interface NextStep {
  icon: IconName;
  to?: string;
  action?: string;
  signIn?: boolean;
}

// What to do next on each page until its feature lands: a real destination, never a dead button.
const NEXT: Partial<Record<SoonPage, NextStep>> = {
  sapper: { icon: 'lightning', to: paths.battles, action: 'actions.battles' },
  upgrades: { icon: 'upgrades', to: paths.dailyCases, action: 'actions.daily' },
  contracts: { icon: 'contracts', to: paths.battles, action: 'actions.battles' },
  dailyCases: { icon: 'daily', to: paths.faq, action: 'actions.faq' },
  leaderboard: { icon: 'top', to: paths.top, action: 'actions.top' },
  top: { icon: 'top', to: paths.faq, action: 'actions.faq' },
  event: { icon: 'sparkle', to: paths.eventNewCases, action: 'actions.newCases' },
  openCase: { icon: 'gift', to: paths.fairInstructions, action: 'actions.instructions' },
  battles: { icon: 'battles', to: paths.fairInstructions, action: 'actions.instructions' },
  refillUnauth: { icon: 'wallet', signIn: true, action: 'refillUnauth.action' },
  fairCheck: { icon: 'shield', to: paths.fairInstructions, action: 'actions.instructions' },
  fairSettings: { icon: 'shield', to: paths.fairInstructions, action: 'actions.instructions' },
  fairCaseHistory: { icon: 'shield', to: paths.fairInstructions, action: 'actions.instructions' },
};

/** The page of a feature that arrives with a later issue: its title and a short "coming soon" state. */
export default function ComingSoonPage() {
  const { t } = useTranslation('pages');
  const openSignIn = useModalStore((s) => s.openSignIn);
  const matches = useMatches();
  const { caseName } = useParams();
  const handle = matches.map((m) => m.handle).filter(isRouteHandle).reverse();
  const page = handle.find((h) => h.page)?.page ?? 'event';
  const inSection = handle.some((h) => h.inSection);
  const next = NEXT[page];

  const title =
    page === 'openCase' && caseName ? t('openCase.title', { name: caseName.replace(/[-_]+/g, ' ') }) : t(`${page}.title`);

  return (
    <EmptyState
      icon={next?.icon ?? 'sparkle'}
      title={title}
      headingLevel={inSection ? 'h2' : 'h1'}
      text={t(`${page}.text`)}
      actions={
        <>
          {next?.signIn && (
            <Button size="l" onClick={() => openSignIn('login')}>
              {t(next.action ?? 'soon.home')}
            </Button>
          )}
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

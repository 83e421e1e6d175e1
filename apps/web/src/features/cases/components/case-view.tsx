import { caseBadge, toWire, type CaseDetails } from '@tastydrop/domain';
import { pushCodeAlert } from '../../../lib/alerts';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PriceTag, formatPrice } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { OpenResult } from '../../../components/case-opening/open-result';
import { Reels } from '../../../components/case-opening/reels';
import { useSellItem } from '../api/sell-item';
import { useCaseOpening } from '../hooks/use-case-opening';
import { useFastOpen } from '../hooks/use-fast-open';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { usePlayPause } from '../../../hooks/use-play-pause';
import { openBlock } from '../utils/open-block';
import { canAfford, costOf, maxAffordable, refillFor, shortfall, type OpenPricing } from '../utils/open-counts';
import { CaseContents } from './case-contents';
import { useCaseRtp } from '../api/get-case-rtp';
import { CaseFacts } from './case-facts';
import { OpenControls } from './open-controls';
import { OpenNotice } from './open-notice';
import styles from './case-view.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/** The case page once the case is loaded: art and facts, the opening (reels, result) and the contents. */
export function CaseView({ details }: { details: CaseDetails }) {
  const { t } = useTranslation('cases');
  const navigate = useNavigate();
  const { user } = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);
  const reducedMotion = useReducedMotion();
  const [fast, setFast] = useFastOpen();
  const opening = useCaseOpening(details.name, !fast && !reducedMotion);
  const [selected, setSelected] = useState(1);
  const sell = useSellItem();
  // Shared with the facts above (one request): a market return means the site follows market prices.
  const rtp = useCaseRtp(details.name);

  const pricing: OpenPricing = { ...details.priceData, everyNOpenFree: details.everyNOpenFree, nextFreeIn: details.nextFreeIn };
  const affordable = (n: number) => !user || canAfford(n, pricing, user.finance);
  // A count the balance no longer pays falls back to the largest one it does (x1 stays choosable).
  const count = affordable(selected) ? selected : Math.max(1, user ? maxAffordable(pricing, user.finance) : 1);
  const cost = toWire(costOf(count, pricing));
  // Not even one open is paid: the button says what is missing and leads to a prefilled top-up.
  const missing = user ? shortfall(count, pricing, user.finance) : 0;
  const openLabel =
    missing > 0
      ? t('page.missing', { amount: formatPrice(toWire(missing), details.priceData.currency) })
      : cost === 0
        ? t('page.openFree')
        : t('page.open', { price: formatPrice(cost, details.priceData.currency) });
  const pause = usePlayPause();
  const block = pause ? ({ reason: 'paused', text: pause.text } as const) : openBlock(details, user?.level ?? 0);
  const badge = caseBadge(details);
  const { phase } = opening;
  const stage = useRef<HTMLElement>(null);

  // On a phone the Open button sits low: bring the reels and the result into view.
  useEffect(() => {
    const top = stage.current?.getBoundingClientRect().top;
    if (phase.kind === 'idle' || top === undefined) return;
    if (top < 0 || top > window.innerHeight / 2) stage.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [phase.kind, reducedMotion]);

  const start = (n: number) => {
    if (!affordable(n)) {
      pushCodeAlert('error_not_enough_funds');
      // Coins are earned, not bought: only money cases lead to the top-up.
      if (details.priceData.currency !== 'TASTY_COIN') navigate(user ? refillFor(shortfall(n, pricing, user.finance)) : paths.refill);
      return;
    }
    opening.open(n);
  };

  const look = { '--case-a': details.appearanceData.colors[0], '--case-b': details.appearanceData.colors[1] } as CSSProperties;
  const title = (
    <h1 className={styles.title} data-testid="case-title">
      {details.title}
    </h1>
  );

  return (
    <div className={styles.page}>
      <section ref={stage} className={styles.stage} style={look} data-phase={phase.kind} data-testid="case-stage">
        {phase.kind === 'idle' ? (
          <div className={styles.idle}>
            <div className={styles.art}>
              <ArtImage src={details.appearanceData.image} alt="" sizes="(max-width: 767px) 160px, 340px" loading="eager" />
            </div>
            <div className={styles.info}>
              {badge?.kind === 'label' && (
                <span className={styles.label} style={{ background: badge.color }}>
                  {badge.name}
                </span>
              )}
              {title}
              <PriceTag price={details.priceData.price} currency={details.priceData.currency} oldPrice={details.priceData.oldPrice} className={styles.price} testId="case-price" />
              <CaseFacts details={details} signedIn={Boolean(user)} />
              {!user ? (
                <div className={styles.guest}>
                  {block?.reason === 'locked' && <OpenNotice block={block} />}
                  <Button size="l" onClick={() => openSignIn('login')} data-testid="case-signin">
                    {t('page.signIn')}
                  </Button>
                  <p className={styles.hint}>{t('page.signInHint')}</p>
                </div>
              ) : block ? (
                <OpenNotice block={block} />
              ) : (
                <OpenControls
                  count={count}
                  onCount={setSelected}
                  isDisabled={(n) => n > 1 && !affordable(n)}
                  multifix={details.multifixNumber}
                  fast={fast}
                  onFast={setFast}
                  openLabel={openLabel}
                  pending={opening.pending}
                  onOpen={() => start(count)}
                />
              )}
            </div>
          </div>
        ) : (
          <div className={styles.playing}>
            <div className={styles.playingHead}>
              {title}
              <PriceTag price={details.priceData.price} currency={details.priceData.currency} />
            </div>
            {phase.kind === 'spinning' ? (
              <Reels opening={phase} drops={details.drops} onDone={opening.finish} />
            ) : (
              <OpenResult
                opened={phase.opened}
                onKeep={opening.close}
                onSell={sell.mutateAsync}
                again={{ onAgain: () => start(phase.count), disabled: Boolean(block), pending: opening.pending, label: t('result.again', { n: phase.count }) }}
              />
            )}
          </div>
        )}
      </section>
      <CaseContents drops={details.drops} caseName={details.name} caseId={details.id} signedIn={Boolean(user)} marketPrices={Boolean(rtp.data?.market)} />
    </div>
  );
}

import { formatAmount, PROMO_COUNTDOWN_SECONDS, type PromoInfo } from '@tastydrop/domain';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { useSession } from '../../../lib/session/get-me';
import { pushAlert } from '../../../stores/alerts-store';
import { useModalStore } from '../../../stores/modal-store';
import { usePromoInfo } from '../api/get-promo-info';
import { refillWithPromo, rememberClaim, usePendingClaim, usePromoLink } from '../hooks/use-promo-link';
import { popupAllowedOn, promoHeadline } from '../utils/promo-popup-rules';
import styles from './promo-popup.module.css';

const TICK_MS = 1000;

function PromoDialog({ info, onClose, onClaim }: { info: PromoInfo; onClose: () => void; onClaim: () => void }) {
  const { t } = useTranslation('payments');
  const [left, setLeft] = useState(PROMO_COUNTDOWN_SECONDS);
  const claim = useRef(onClaim);
  useEffect(() => {
    claim.current = onClaim;
  }, [onClaim]);

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => s - 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    // When the countdown ends, the popup behaves as a claim.
    if (left <= 0) claim.current();
  }, [left]);

  const headline = promoHeadline(info);
  const title =
    headline.kind === 'sum'
      ? t('promoPopup.sum', { sum: formatAmount(headline.sum) })
      : t('promoPopup.percent', { percent: headline.percent });
  return (
    <Modal title={t('promoPopup.title')} onClose={onClose} testId="promo-popup">
      <div className={styles.body}>
        {info.img ? <img src={info.img} alt="" width={120} height={120} className={styles.art} /> : <Icon name="gift" size={64} className={styles.icon} />}
        <p className={styles.code}>
          {t('promoPopup.code')} <strong data-testid="promo-popup-code">{info.code}</strong>
          <CopyButton value={info.code} label={t('promoPopup.copy')} onCopied={() => pushAlert({ type: 'success', title: t('promoPopup.copied') })} />
        </p>
        <p className={styles.headline}>{title}</p>
        {headline.kind === 'blogger' && headline.caseName && (
          <p className={styles.text}>{t('promoPopup.blogger', { from: formatAmount(headline.from), name: headline.caseName })}</p>
        )}
        {headline.kind !== 'blogger' && <p className={styles.text}>{t(headline.kind === 'sum' ? 'promoPopup.sumText' : 'promoPopup.percentText')}</p>}
        <Button size="l" block onClick={onClaim} data-testid="promo-popup-claim">
          {t('promoPopup.claim')}
        </Button>
        <p className={styles.timer} aria-live="off">
          <span className={styles.ring} style={{ '--left': left / PROMO_COUNTDOWN_SECONDS } as CSSProperties} />
          {t('promoPopup.countdown', { seconds: Math.max(0, left) })}
        </p>
      </div>
    </Modal>
  );
}

/**
 * The welcome popup of a promo link: shown when the code's info is loaded and the page is not a refill
 * page; closes on the close icon, on claim, or when the 60 s countdown ends (as a claim). Claiming sends a guest
 * to sign in and a player to the refill page with the code.
 */
export function PromoPopup() {
  const { pathname } = useLocation();
  const session = useSession();
  const navigate = useNavigate();
  const openSignIn = useModalStore((s) => s.openSignIn);
  const { code, dismiss } = usePromoLink();
  const info = usePromoInfo(code, session.status);
  usePendingClaim();
  const turn = useOverlayTurn('promo', Boolean(code && info.data && popupAllowedOn(pathname)), 'promo-popup');

  if (!code || !info.data || !turn) return null;
  const claim = () => {
    dismiss();
    if (session.status === 'signedIn') {
      void navigate(refillWithPromo(code));
    } else {
      rememberClaim(code);
      openSignIn('register');
    }
  };
  return <PromoDialog info={info.data} onClose={dismiss} onClaim={claim} />;
}

import { formatAmount, formatCoins, type RefillResult, type TransactionStatus } from '@tastydrop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './result.module.css';

interface CardProps {
  tone: 'wait' | 'fail' | 'success';
  icon: IconName;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}

function ResultCard({ tone, icon, title, children, actions }: CardProps) {
  return (
    <section className={`${styles.card} ${styles[tone]}`} data-testid={`refill-result-${tone}`} aria-live="polite">
      <span className={styles.badge}>
        <Icon name={icon} size={34} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

const rub = (amount: number) => `${formatAmount(amount)} ₽`;

export function ResultWait({ long, onCheck, checking }: { long: boolean; onCheck: () => void; checking: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <ResultCard
      tone="wait"
      icon="refresh"
      title={t('result.waitTitle')}
      actions={
        long && (
          <Button onClick={onCheck} disabled={checking}>
            {t('result.check')}
          </Button>
        )
      }
    >
      <p className={styles.text}>{long ? t('result.waitLong') : t('result.waitText')}</p>
    </ResultCard>
  );
}

export function ResultFail() {
  const { t } = useTranslation('payments');
  return (
    <ResultCard tone="fail" icon="alert" title={t('result.failTitle')} actions={<ButtonLink to={paths.refill} size="l">{t('result.retry')}</ButtonLink>}>
      <p className={styles.text}>{t('result.failText')}</p>
    </ResultCard>
  );
}

/** A success: the common result with the sum (and the bonus booked with it), or the blogger result with its prize. */
export function ResultSuccess({ result, status }: { result: Extract<RefillResult, { kind: 'common' | 'blogger' }>; status: TransactionStatus }) {
  const { t } = useTranslation('payments');
  const blogger = result.kind === 'blogger' ? result : null;
  const prize = blogger?.prize ?? null;
  const prizeLink = status.bonus?.prize?.link ?? null;
  return (
    <ResultCard
      tone="success"
      icon={blogger ? 'gift' : 'check'}
      title={blogger ? t('result.bloggerTitle') : t('result.successTitle')}
      actions={
        <>
          {prize && prizeLink && (
            <ButtonLink to={prizeLink} size="l">
              {t('result.openPrize')}
            </ButtonLink>
          )}
          <ButtonLink to={paths.home} size="l" variant={prize ? 'secondary' : 'primary'}>
            {t('result.toCases')}
          </ButtonLink>
          <ButtonLink to={paths.refill} size="l" variant="secondary">
            {t('result.again')}
          </ButtonLink>
        </>
      }
    >
      <p className={styles.sum} data-testid="refill-result-sum">
        {blogger ? t('result.bloggerSum', { sum: formatAmount(blogger.sum) }) : t('result.successSum', { sum: formatAmount(result.sum) })}
      </p>
      {status.bonusMoney > 0 && (
        <p className={styles.bonus} data-testid="refill-result-bonus">
          {t('result.successBonus', { bonus: formatAmount(status.bonusMoney) })}
        </p>
      )}
      {blogger && blogger.coins > 0 && (
        <p className={styles.coins}>
          <Icon name="coin" size={18} />
          {t('result.bloggerCoins', { count: blogger.coins, coins: formatCoins(blogger.coins) })}
        </p>
      )}
      {prize && (
        <div className={styles.prize}>
          <img src={prize.icon} alt="" width={72} height={72} />
          <span>{t('result.bloggerPrize', { title: prize.title, price: rub(prize.price).replace(' ₽', '') })}</span>
        </div>
      )}
    </ResultCard>
  );
}

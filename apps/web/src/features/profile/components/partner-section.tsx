import { formatAmount, roundedPercent, shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useBindReferralCode, useClaimCommission, useCreateReferralCode, usePartnerStats } from '../api/partners';
import { EarningsChart } from './earnings-chart';
import { PartnerCodeForm } from './partner-code-form';
import { RakebackBlock } from './rakeback-block';
import styles from './partner-section.module.css';

const STATS = ['referred', 'active', 'rate', 'earned', 'claimable', 'held'] as const;
const joinedDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** «Партнёрам»: the player's code and link, referred players, commission with its claim, a code to bind, rakeback. */
export function PartnerSection() {
  const { t } = useTranslation('partners');
  const { t: te } = useTranslation('errors');
  const stats = usePartnerStats();
  const create = useCreateReferralCode();
  const bind = useBindReferralCode();
  const claim = useClaimCommission();
  const s = stats.data;
  const link = s?.code ? `${window.location.origin}/?ref=${encodeURIComponent(s.code)}` : null;
  const value = (key: (typeof STATS)[number]) => {
    if (!s) return '';
    if (key === 'referred' || key === 'active') return String(s[key]);
    if (key === 'rate') return `${s.ratePercent} %`;
    return `${formatAmount(s[key])} ₽`;
  };
  const progress = s && s.minClaim > 0 ? Math.min(1, s.claimable / s.minClaim) : 1;

  return (
    <section className={styles.panel} aria-labelledby="partners-title" data-testid="partner-section">
      <h2 id="partners-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      {stats.isPending && <Skeleton height={120} aria-label={t('loading')} />}
      {stats.isError && (
        <div className={styles.row}>
          <p className={styles.muted}>{t('loadError')}</p>
          <Button size="s" variant="secondary" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {s && (
        <>
          {link ? (
            <div className={styles.link} data-testid="partner-link">
              <span className={styles.label}>{t('code.link')}</span>
              <div className={styles.row}>
                <code className={styles.linkText}>{link}</code>
                <CopyButton value={link} label={t('code.copyLink')} />
              </div>
            </div>
          ) : (
            <PartnerCodeForm
              label={t('code.label')}
              hint={t('code.hint')}
              submitLabel={t('code.create')}
              testId="partner-create"
              pending={create.isPending}
              error={create.error}
              onSubmit={(code) => create.mutate(code)}
            />
          )}
          <dl className={styles.stats}>
            {STATS.map((key) => (
              <div key={key} className={styles.stat}>
                <dt className={styles.muted}>{t(`stats.${key}`)}</dt>
                <dd data-testid={`partner-${key}`}>{value(key)}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.claim}>
            <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={roundedPercent(progress, 0)}>
              <span style={{ width: `${shareToPercent(progress)}%` }} />
            </div>
            <span className={styles.muted}>{t('claim.progress', { claimable: formatAmount(s.claimable), minimum: formatAmount(s.minClaim) })}</span>
            {s.held > 0 && <span className={styles.muted}>{t('claim.held', { hours: s.holdHours })}</span>}
            <Button onClick={() => claim.mutate()} disabled={claim.isPending || s.claimable < s.minClaim || s.claimable <= 0} data-testid="partner-claim">
              {t('claim.button')}
            </Button>
            {claim.isSuccess && <p role="status">{t('claim.done', { amount: formatAmount((claim.data as { amount: number }).amount) })}</p>}
            {claim.isError && (
              <p className={styles.error} role="alert">
                {isApiError(claim.error) ? te(claim.error.code) : t('errorFallback')}
              </p>
            )}
          </div>
          <EarningsChart days={s.days} />
          <h3 className={styles.subtitle}>{t('players.title')}</h3>
          {s.players.length === 0 ? (
            <p className={styles.muted} data-testid="partner-players-empty">
              {t('players.empty')}
            </p>
          ) : (
            <ul className={styles.players} data-testid="partner-players">
              {s.players.map((p) => (
                <li key={`${p.name}-${p.joinedAt}`} className={styles.player}>
                  <strong>{p.name}</strong>
                  <span className={styles.muted}>
                    {t('players.joined')} {joinedDate.format(new Date(p.joinedAt))}
                  </span>
                  <span>{p.active ? t('players.active') : t('players.inactive')}</span>
                  <span>
                    {t('players.earned')}: {formatAmount(p.earned)} ₽
                  </span>
                </li>
              ))}
            </ul>
          )}
          {s.boundTo !== null && <p className={styles.muted}>{t('bind.bound', { code: s.boundTo })}</p>}
          {s.canBind && (
            <PartnerCodeForm
              label={t('bind.title')}
              hint={t('bind.hint')}
              submitLabel={t('bind.submit')}
              testId="partner-bind"
              pending={bind.isPending}
              error={bind.error}
              onSubmit={(code) => bind.mutate(code)}
            />
          )}
        </>
      )}
      <RakebackBlock />
    </section>
  );
}

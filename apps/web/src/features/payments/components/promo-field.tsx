import { formatAmount, normalizePromoCode, type FreeCaseGiftView, type PromoInfo } from '@tastydrop/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../components/ui/field.module.css';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { pushAlert } from '../../../stores/alerts-store';
import { useApplyPromo } from '../api/apply-promo';
import { useResetPromo } from '../api/reset-promo';
import styles from './refill-form.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface PromoFieldProps {
  active: PromoInfo | null;
  /** A code from a promo link, applied once on arrival. */
  initialCode: string | null;
  onInitialUsed: () => void;
}

function activeText(promo: PromoInfo, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (promo.type === 'common') return t('promo.activeCommon', { percent: promo.percent ?? 0 });
  const first = promo.flexOffers?.[0];
  return first ? t('promo.activeBlogger', { from: formatAmount(first.priceFrom), factor: first.moneyFactor }) : '';
}

/** The promo code: applied here, shown while it waits for the next deposit, withdrawable. */
export function PromoField({ active, initialCode, onInitialUsed }: PromoFieldProps) {
  const { t } = useTranslation('payments');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [code, setCode] = useState(initialCode ?? '');
  const [granted, setGranted] = useState<{ code: string; cases: FreeCaseGiftView[] } | null>(null);
  const apply = useApplyPromo();
  const reset = useResetPromo();

  const submit = (value: string) => {
    const normalized = normalizePromoCode(value);
    if (!normalized) return;
    apply.mutate(normalized, {
      onSuccess: (applied) => {
        setCode('');
        setGranted(applied.grantedFreeCases.length > 0 ? { code: applied.promo.code, cases: applied.grantedFreeCases } : null);
        if (applied.credited !== null && applied.credited > 0) {
          pushAlert({ type: 'success', title: t('promo.creditedTitle'), message: t('promo.credited', { code: applied.promo.code, sum: formatAmount(applied.credited) }) });
        }
      },
    });
  };

  useEffect(() => {
    if (!initialCode) return;
    // A promo link's code is applied once, on arrival.
    onInitialUsed();
    submit(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  // The code's own reason after the failure's title.
  const error = apply.error ? t('promo.applyError', { reason: te(isApiError(apply.error) ? apply.error.code : 'unpredicted') }) : undefined;

  return (
    <div className={styles.promo}>
      {active && (
        <div className={styles.promoActive} data-testid="promo-active">
          <Icon name="gift" size={20} />
          <div>
            <strong>{t('promo.active', { code: active.code })}</strong>
            <span className={styles.muted}>{activeText(active, t)}</span>
          </div>
          <button type="button" className={styles.iconButton} onClick={() => reset.mutate()} disabled={reset.isPending} aria-label={t('promo.reset')}>
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
      {granted && <GrantedFreeCases code={granted.code} cases={granted.cases} />}
      {/* Not a form of its own: it sits inside the refill form; Enter applies the code. */}
      <div className={styles.promoForm}>
        <div className={fieldStyles.field}>
          <label htmlFor={id} className={fieldStyles.label}>
            {t('promo.label')}
          </label>
          <input
            id={id}
            className={[fieldStyles.input, error && fieldStyles.invalid].filter(Boolean).join(' ')}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            placeholder={t('promo.placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit(code);
            }}
            data-testid="promo-input"
          />
        </div>
        <Button variant="secondary" onClick={() => submit(code)} disabled={apply.isPending || normalizePromoCode(code) === ''} data-testid="promo-apply">
          {apply.isPending ? t('promo.applying') : t('promo.apply')}
        </Button>
      </div>
      {error && (
        <span className={fieldStyles.error} role="alert" data-testid="promo-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** What a code gave as free cases, with the way to open them. */
function GrantedFreeCases({ code, cases }: { code: string; cases: FreeCaseGiftView[] }) {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.promoActive} data-testid="promo-granted" role="status">
      <Icon name="gift" size={20} />
      <div>
        <strong>{t('promo.grantedTitle', { code })}</strong>
        {cases.map((c) => (
          <span key={c.slug} className={styles.promoGift}>
            <ArtImage src={c.image} alt="" width={32} height={32} />
            {c.counterType === 'time' ? t('promo.grantedTime', { name: c.name, count: c.opens, hours: c.hours ?? 0 }) : t('promo.grantedCase', { name: c.name, count: c.opens })}
          </span>
        ))}
      </div>
      <ButtonLink size="s" to={paths.bonuses} data-testid="promo-granted-open">
        {t('promo.grantedOpen')}
      </ButtonLink>
    </div>
  );
}

import { CHANGE_MIN_SUM_EXPERIMENT, normalizePromoCode, type PaymentCountrySummary } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { useVariant } from '../../../lib/experiments/use-experiments';
import { useSession } from '../../../lib/session/get-me';
import { useSiteConfig } from '../../../lib/site-config';
import { useActivePromo } from '../api/get-active-promo';
import { useBonusLevels } from '../api/get-bonus-levels';
import { useCountries } from '../api/get-countries';
import { useCountry, useDefaultCountry } from '../api/get-country';
import { BonusLevelsTable } from '../components/bonus-levels-table';
import { DepositGate } from '../components/deposit-gate';
import gateStyles from '../components/deposit-gate.module.css';
import { CountrySelect } from '../components/country-select';
import { MethodTiles } from '../components/method-tiles';
import { RefillForm } from '../components/refill-form';
import { RefillSkeleton } from '../components/refill-skeleton';
import { TestModeBanner } from '../components/test-mode-banner';
import styles from '../components/refill.module.css';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { groupMethods } from '../utils/group-methods';
import { amountText, parseAmount, wantedAmount } from '../utils/amount-input';
import { withVariantMinimum } from '../utils/min-sum-variant';

/** The user's own country when it can pay, else the server's default country for the request, else the first in the list (RU). */
function defaultIso(countries: PaymentCountrySummary[] | undefined, own: string | null | undefined): string | null {
  if (!countries || countries.length === 0) return null;
  const match = countries.find((c) => c.country.iso === own?.toUpperCase());
  return (match ?? countries[0]!).country.iso;
}

/** The FAQ's "how to top up" question (category 5, question 19). */
const REFILL_FAQ_QUESTION = 19;

/** /refill: country, method tiles by type, amount and extra fields, promo code, bonus levels; pay goes to the checkout. */
export default function RefillPage() {
  const { t } = useTranslation('payments');
  const session = useSession();
  const { redirectToWelcome } = useSiteConfig();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const [linkPromo, setLinkPromo] = useState(() => normalizePromoCode(params.get('promo')) || null);
  const countries = useCountries();
  const [chosenIso, setIso] = useState<string | null>(null);
  const own = session.user?.personal.country;
  const ownPayable = Boolean(own && countries.data?.some((c) => c.country.iso === own.toUpperCase()));
  // Without a payable country of their own, the server names one from the request (its country or language).
  const askDefault = Boolean(countries.data) && !ownPayable && chosenIso === null;
  const fallback = useDefaultCountry(askDefault);
  const waitingDefault = askDefault && fallback.isPending;
  const iso = chosenIso ?? (waitingDefault ? null : defaultIso(countries.data, ownPayable ? own : fallback.data?.iso));
  const country = useCountry(iso);
  const levels = useBonusLevels();
  const promo = useActivePromo();
  const [methodId, setMethodId] = useState<number | null>(null);
  const [amount, setAmount] = useState<string | undefined>(undefined);
  // `?amount=` (roubles): the sum a case page found missing, prefilled once.
  const [wantedRub] = useState(() => wantedAmount(params.get('amount')));
  // The smallest sum under test; the form waits for the first answer so that it opens with the right one.
  const minSumTest = useVariant(CHANGE_MIN_SUM_EXPERIMENT);

  useEffect(() => {
    if (!params.has('promo') && !params.has('amount')) return;
    const rest = new URLSearchParams(params);
    rest.delete('promo');
    rest.delete('amount');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  if (countries.isError || country.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('loadError.title')}
        text={t('loadError.text')}
        actions={
          <Button onClick={() => void (countries.isError ? countries.refetch() : country.refetch())}>
            <Icon name="refresh" size={18} />
            {t('loadError.retry')}
          </Button>
        }
      />
    );
  }
  if (!countries.data || !country.data || !iso || !minSumTest.ready) return <RefillSkeleton />;

  const groups = groupMethods(country.data.directions.paymentDirectionData, { mobile, redirectToWelcome });
  const methods = groups.flatMap((g) => g.methods);
  const listed = methods.find((m) => m.paymentDirectionId === methodId) ?? methods[0] ?? null;
  const method = listed && withVariantMinimum(listed, minSumTest.variant?.payload, country.data.currency.rate);
  const value = parseAmount(amount ?? '') * country.data.currency.rate;

  return (
    <div className={styles.page}>
      {country.data.testMode && <TestModeBanner />}
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="refill-methods-title">
          <div className={styles.panelHead}>
            <h2 id="refill-methods-title" className={styles.panelTitle}>
              {t('methods.title')}
            </h2>
            <CountrySelect
              countries={countries.data}
              value={iso}
              onChange={(next) => {
                setIso(next);
                setMethodId(null);
                setAmount(undefined);
              }}
            />
          </div>
          <MethodTiles groups={groups} selected={method?.paymentDirectionId ?? null} onSelect={(m) => setMethodId(m.paymentDirectionId)} />
        </section>
        <section className={`${styles.panel} ${styles.formPanel}`}>
          <DepositGate>
          {method && (
            <RefillForm
              key={`${iso}-${method.paymentDirectionId}`}
              country={country.data}
              method={method}
              levels={levels.data ?? []}
              promo={promo.data?.promo ?? null}
              mobile={mobile}
              carriedAmount={amount ?? (wantedRub ? amountText(Math.ceil(wantedRub / country.data.currency.rate)) : undefined)}
              onAmountChange={setAmount}
              initialPromo={linkPromo}
              onInitialPromoUsed={() => setLinkPromo(null)}
            />
          )}
          </DepositGate>
          <Link className={gateStyles.limitsLink} to={paths.responsiblePlaySettings} data-testid="refill-limits-link">
            {t('limitsLink')}
          </Link>
        </section>
      </div>
      <BonusLevelsTable levels={levels.data} highlight={Number.isFinite(value) ? value : 0} />
      <a href={paths.faqQuestion(REFILL_FAQ_QUESTION)} target="_blank" rel="noopener noreferrer" className={styles.faqLink} data-testid="refill-faq">
        {t('faqLink')}
      </a>
    </div>
  );
}

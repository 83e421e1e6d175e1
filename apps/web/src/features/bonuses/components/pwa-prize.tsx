import { formatAmount, formatCoins, type PrizeView } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';

/** A prize in words: "20 монет", "100 ₽" or "2 открытия кейса «Новичок»". */
export function usePrizeText(): (prize: PrizeView) => string {
  const { t } = useTranslation('bonuses');
  return (prize) => {
    if (prize.kind === 'freeCase' && prize.freeCase) return t('pwa.prizeCase', { count: prize.freeCase.opens, name: prize.freeCase.name });
    if (prize.kind === 'money') return t('pwa.prizeMoney', { sum: formatAmount(prize.amount) });
    return t('pwa.prizeCoins', { coins: formatCoins(prize.amount) });
  };
}

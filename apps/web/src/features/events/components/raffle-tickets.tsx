import { formatAmount, fromWire, toWire, type RaffleResult } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalStore } from '../../../stores/modal-store';
import styles from './raffle.module.css';

interface RaffleTicketsProps {
  signedIn: boolean;
  result: Pick<RaffleResult, 'meInRaffle' | 'ticketPrice' | 'ticketSpend'>;
}

/** The player's tickets and what is left to the next, or a sign-in prompt for guests; both state what earns a ticket. */
export function RaffleTickets({ signedIn, result }: RaffleTicketsProps) {
  const { t } = useTranslation('events');
  const rule = (
    <span className={styles.muted} data-testid="raffle-rule">
      {t('raffle.rule', { price: formatAmount(result.ticketPrice) })}
    </span>
  );
  const openSignIn = useModalStore((s) => s.openSignIn);
  if (!signedIn) {
    return (
      <div className={styles.tickets} data-testid="raffle-guest">
        <span className={styles.ticketText}>
          <span>{t('raffle.guest')}</span>
          {rule}
        </span>
        <Button size="s" onClick={() => openSignIn('login')} data-testid="raffle-signin">
          {t('pass.signIn')}
        </Button>
      </div>
    );
  }
  const tickets = result.meInRaffle?.tickets ?? 0;
  const left = toWire(fromWire(result.ticketPrice) - fromWire(result.ticketSpend));
  return (
    <div className={styles.tickets}>
      <span className={styles.ticketCount} data-testid="raffle-my-tickets">
        {tickets}
      </span>
      <span className={styles.ticketText}>
        <strong>{t('raffle.ticketsWord', { count: tickets })}</strong>
        {rule}
        <span className={styles.muted} data-testid="raffle-next-ticket">
          {t('raffle.nextTicket', { left: formatAmount(left) })}
        </span>
      </span>
    </div>
  );
}

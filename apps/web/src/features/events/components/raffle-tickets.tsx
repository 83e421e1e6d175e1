import type { RaffleResult } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalStore } from '../../../stores/modal-store';
import styles from './raffle.module.css';

interface RaffleTicketsProps {
  signedIn: boolean;
  me: RaffleResult['meInRaffle'];
}

/** The player's tickets (from event case spend), or a sign-in prompt for guests. */
export function RaffleTickets({ signedIn, me }: RaffleTicketsProps) {
  const { t } = useTranslation('events');
  const openSignIn = useModalStore((s) => s.openSignIn);
  if (!signedIn) {
    return (
      <div className={styles.tickets} data-testid="raffle-guest">
        <span>{t('raffle.guest')}</span>
        <Button size="s" onClick={() => openSignIn('login')} data-testid="raffle-signin">
          {t('pass.signIn')}
        </Button>
      </div>
    );
  }
  const tickets = me?.tickets ?? 0;
  return (
    <div className={styles.tickets}>
      <span className={styles.ticketCount} data-testid="raffle-my-tickets">
        {tickets}
      </span>
      <span className={styles.ticketText}>
        <strong>{t('raffle.ticketsWord', { count: tickets })}</strong>
        <span className={styles.muted}>{t('raffle.howToGet')}</span>
      </span>
    </div>
  );
}

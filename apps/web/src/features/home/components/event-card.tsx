import { formatCoins, passLevelReached } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useEventCard } from '../api/get-event-card';
import styles from './event-card.module.css';

/** The battle pass card of the index page, shown only when the event button gradient has 2 colours or more. */
export function EventCard() {
  const { t } = useTranslation('cases');
  const session = useSession();
  const { event, pass } = useEventCard(session.user?.userId ?? null);
  const colors = event?.eventButtonGradient.color ?? [];
  if (!event || colors.length < 2 || event.timeToEventOver <= 0) return null;
  const look = { '--event-gradient': `linear-gradient(120deg, ${colors.join(', ')})`, '--event-hover': `linear-gradient(120deg, ${event.eventButtonGradient.hover.join(', ')})` } as CSSProperties;
  return (
    <section className={styles.card} style={look} data-testid="home-event-card">
      <img src={event.imageLogo} alt="" width={64} height={64} className={styles.logo} />
      <div className={styles.text}>
        <h2 className={styles.title}>{event.eventTitle}</h2>
        <p className={styles.subtitle} data-testid="home-event-progress">
          {session.user && pass
            ? t('eventCard.progress', { level: passLevelReached(pass.levels), coins: formatCoins(pass.currentCoins) })
            : event.eventSubtitle}
        </p>
      </div>
      <ButtonLink to={paths.event} className={styles.button}>
        {t('eventCard.join')}
      </ButtonLink>
    </section>
  );
}

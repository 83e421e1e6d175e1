import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useFreeCases } from '../../../lib/free-cases';
import { useSession } from '../../../lib/session/get-me';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './home-banners.module.css';

/** The free-cases banner of the main page, shown while its flag is on: the player's free cases waiting, or how to earn them. */
export function FreeCasesBanner() {
  const { t } = useTranslation('cases');
  const { features } = useSiteConfig();
  const session = useSession();
  const signedIn = Boolean(session.user);
  // Guests get no free cases: the count is asked only for a signed-in player.
  const free = useFreeCases(features.freeCasesBanner && signedIn);
  if (!features.freeCasesBanner) return null;
  const waiting = (free.data ?? []).reduce((sum, c) => sum + c.remaining, 0);
  return (
    <section className={styles.banner} data-testid="free-cases-banner">
      <Icon name="bonuses" size={28} />
      <div className={styles.text}>
        <h2 className={styles.title}>{t('banners.free.title')}</h2>
        <p className={styles.subtitle}>{waiting > 0 ? t('banners.free.waiting', { count: waiting }) : t('banners.free.text')}</p>
      </div>
      <ButtonLink to={paths.bonuses} size="s" className={styles.button}>
        {waiting > 0 ? t('banners.free.open') : t('banners.free.more')}
      </ButtonLink>
    </section>
  );
}

/** The packs banner of the main page, shown while its flag and the secret shop are on: the shop's packages at a discount. */
export function PacksBanner() {
  const { t } = useTranslation('cases');
  const { features } = useSiteConfig();
  if (!features.packsBanner || !features.secretShop) return null;
  return (
    <section className={`${styles.banner} ${styles.packs}`} data-testid="packs-banner">
      <Icon name="secret" size={28} />
      <div className={styles.text}>
        <h2 className={styles.title}>{t('banners.packs.title')}</h2>
        <p className={styles.subtitle}>{t('banners.packs.text')}</p>
      </div>
      <ButtonLink to={paths.offersShop} size="s" variant="secondary" className={styles.button}>
        {t('banners.packs.open')}
      </ButtonLink>
    </section>
  );
}

import { SOCIAL_NETWORKS } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './side-menu.module.css';

/** The side menu's links to the site's networks (SiteConfig.socials). */
export function SocialLinks() {
  const { t } = useTranslation();
  const { socials } = useSiteConfig();
  return (
    <div className={styles.socials}>
      {SOCIAL_NETWORKS.map((network) => (
        <a
          key={network}
          className={styles.social}
          href={socials[network]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`socials.${network}`)}
          title={t(`socials.${network}`)}
        >
          <Icon name={network} />
        </a>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './side-menu.module.css';

const NETWORKS = ['instagram', 'telegram', 'vk'] as const;

/** The three social links of the side menu (SiteConfig.socials). */
export function SocialLinks() {
  const { t } = useTranslation();
  const { socials } = useSiteConfig();
  return (
    <div className={styles.socials}>
      {NETWORKS.map((network) => (
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

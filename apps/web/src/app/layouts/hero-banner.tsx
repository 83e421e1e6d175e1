import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { RichText } from '../../components/ui/rich-text';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/get-me';
import { useSiteConfig } from '../../lib/site-config';
import { useModalStore } from '../../stores/modal-store';
import styles from './hero-banner.module.css';

/** The main page's hero: the promise of the site and one primary action. */
export function HeroBanner() {
  const { t } = useTranslation('pages');
  // Texts written for a game carry its context (`hero.text_cs`); the plain key is the Dota text.
  const context = useSiteConfig().game;
  const signedIn = useSession().status === 'signedIn';
  const openSignIn = useModalStore((s) => s.openSignIn);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <span className={styles.kicker}>
            <Icon name="sparkle" size={14} />
            {t('hero.kicker', { context })}
          </span>
          <h1 id="hero-title" className={styles.title}>
            <RichText text={t('hero.title', { context })} components={{ em: <em /> }} />
          </h1>
          <p className={styles.text}>{t('hero.text', { context })}</p>
          <div className={styles.actions}>
            {signedIn ? (
              <ButtonLink to={paths.refill} size="l">
                {t('hero.ctaSignedIn')}
              </ButtonLink>
            ) : (
              <Button size="l" onClick={() => openSignIn('register')}>
                {t('hero.cta')}
              </Button>
            )}
            <ButtonLink to={paths.fairInstructions} size="l" variant="secondary">
              <Icon name="shield" size={18} />
              {t('hero.fair')}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.art} aria-hidden>
          <span className={styles.glow} />
          <svg className={styles.chest} viewBox="0 0 200 200">
            <defs>
              <linearGradient id="hero-lid" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#ffb13b" />
                <stop offset="1" stopColor="#ff5a1f" />
              </linearGradient>
              <linearGradient id="hero-body" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#8847ff" />
                <stop offset="1" stopColor="#4b69ff" />
              </linearGradient>
            </defs>
            <path d="M30 90h140v80a10 10 0 0 1-10 10H40a10 10 0 0 1-10-10z" fill="url(#hero-body)" />
            <path d="M24 70c0-22 34-40 76-40s76 18 76 40v20H24z" fill="url(#hero-lid)" />
            <rect x="86" y="80" width="28" height="36" rx="6" fill="#ffd166" stroke="#151131" strokeWidth="4" />
            <path d="M30 120h140" stroke="#151131" strokeWidth="4" opacity="0.5" />
            <circle cx="100" cy="98" r="5" fill="#151131" />
          </svg>
        </div>
      </div>
    </section>
  );
}

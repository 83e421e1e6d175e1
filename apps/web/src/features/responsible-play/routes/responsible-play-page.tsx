import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import styles from '../components/responsible-play.module.css';

function List({ items }: { items: string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** /responsible-play: what the tools do, the signs to stop, and where to get help, in plain Russian. */
export default function ResponsiblePlayPage() {
  const { t } = useTranslation('responsible-play');
  const session = useSession();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <div className={styles.page} data-testid="responsible-play-info">
      <h1 className={styles.title}>{t('title')}</h1>
      <section className={styles.panel}>
        <p>{t('info.lead')}</p>
        <p className={styles.muted}>{t('info.ageNote')}</p>
        <div>
          {session.user ? (
            <ButtonLink to={paths.responsiblePlaySettings}>{t('info.openSettings')}</ButtonLink>
          ) : (
            <p className={styles.muted}>{t('info.signInToSet')}</p>
          )}
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="rp-tools">
        <h2 id="rp-tools" className={styles.panelTitle}>
          {t('info.toolsTitle')}
        </h2>
        <List items={list('info.tools')} />
      </section>
      <section className={styles.panel} aria-labelledby="rp-odds">
        <h2 id="rp-odds" className={styles.panelTitle}>
          {t('info.oddsTitle')}
        </h2>
        <p>{t('info.odds')}</p>
      </section>
      <section className={styles.panel} aria-labelledby="rp-signs">
        <h2 id="rp-signs" className={styles.panelTitle}>
          {t('info.signsTitle')}
        </h2>
        <List items={list('info.signs')} />
      </section>
      <section className={styles.panel} aria-labelledby="rp-help">
        <h2 id="rp-help" className={styles.panelTitle}>
          {t('info.helpTitle')}
        </h2>
        <List items={list('info.help')} />
        <Link to={paths.contacts}>{t('info.contacts')}</Link>
      </section>
    </div>
  );
}

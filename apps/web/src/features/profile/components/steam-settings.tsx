import type { User } from '@tastydrop/domain';
import { pushCodeAlert } from '../../../lib/alerts';
import { useTranslation } from 'react-i18next';
import { SteamFieldForm, type SteamField } from '../../../components/steam/steam-field-form';
import { Icon } from '../../../components/ui/icons';
import { useSetSteamData } from '../api/set-steam-data';
import styles from './steam-settings.module.css';

/** The own profile's trade link and platform login forms. */
export function SteamSettings({ steam }: { steam: User['steam'] }) {
  const { t } = useTranslation('profile');
  const save = useSetSteamData();

  const saver = (field: SteamField) => async (value: string) => {
    await save.mutateAsync({ [field]: value });
    pushCodeAlert('steam_data_saved_successfully');
  };

  return (
    <section className={styles.panel} aria-labelledby="steam-settings-title">
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon name="steam" size={22} />
        </span>
        <div>
          <h2 id="steam-settings-title" className={styles.title}>
            {t('steam.title')}
          </h2>
          <p className={styles.text}>{t('steam.text')}</p>
        </div>
      </div>
      <div className={styles.forms}>
        <SteamFieldForm field="link" defaultValue={steam.link} save={saver('link')} testId="trade-link-form" />
        <SteamFieldForm field="login" defaultValue={steam.login} save={saver('login')} testId="steam-login-form" />
      </div>
    </section>
  );
}

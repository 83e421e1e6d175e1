import { useTranslation } from 'react-i18next';
import { pushCodeAlert } from '../../../lib/alerts';
import { SteamFieldForm } from '../../../components/steam/steam-field-form';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../../lib/session/get-me';
import { useSteamWidgetStore, type SteamWidgetPath } from '../../../stores/steam-widget-store';
import { useSetSteamData } from '../api/set-steam-data';
import { BotInvite } from './bot-invite';
import styles from './steam-widget.module.css';

const PATHS: readonly SteamWidgetPath[] = ['trade', 'login'];

/**
 * The Steam trade/login widget: opened on its path when a withdrawal lacks the trade link
 * (noLink) or the platform login (noLogin). Mounted once in the root; its state is global.
 */
export default function SteamWidget() {
  const { t } = useTranslation('profile');
  const { path, open, close } = useSteamWidgetStore();
  const session = useSession();
  const save = useSetSteamData();
  if (!path || !session.user) return null;
  const { steam } = session.user;
  const field = path === 'trade' ? 'link' : 'login';

  const submit = async (value: string) => {
    await save.mutateAsync({ [field]: value });
    pushCodeAlert('steam_data_saved_successfully');
    close();
  };

  return (
    <Modal title={t('widget.title')} onClose={close} testId="steam-widget">
      <div className={styles.body}>
        <div className={styles.tabs} role="tablist" aria-label={t('widget.pathsLabel')}>
          {PATHS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === path}
              className={[styles.tab, p === path && styles.active].filter(Boolean).join(' ')}
              onClick={() => open(p)}
              data-testid={`steam-widget-${p}`}
            >
              {t(`widget.tabs.${p}`)}
            </button>
          ))}
        </div>
        <p className={styles.text}>{t(`widget.text.${path}`)}</p>
        <SteamFieldForm
          key={path}
          field={field}
          defaultValue={steam[field]}
          save={submit}
          testId={`steam-widget-${field}-form`}
        />
        {path === 'login' && <BotInvite />}
      </div>
    </Modal>
  );
}

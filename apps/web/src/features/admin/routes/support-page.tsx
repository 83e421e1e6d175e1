import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { ConsoleMe } from '../api/get-console-me';
import { useSupportInbox } from '../api/support-chats';
import styles from '../components/admin.module.css';
import { ContactMessagesTab } from '../components/contact-messages-tab';
import { SupportCannedEditor } from '../components/support-canned-editor';
import { SupportChatsTab } from '../components/support-chats-tab';
import chat from '../components/support-chats.module.css';
import { SupportHoursForm } from '../components/support-hours-form';
import { SUPPORT_NS } from '../utils/support-texts';

type Tab = 'chats' | 'mail' | 'settings';

/** Support: the live chats first, the contact form's letters, and (for owners and admins) canned answers and office hours. */
export default function SupportPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation(SUPPORT_NS);
  const mayManage = me.role === 'owner' || me.role === 'admin';
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = mayManage ? ['chats', 'mail', 'settings'] : ['chats', 'mail'];
  const wanted = params.get('tab') as Tab | null;
  const tab: Tab = wanted && tabs.includes(wanted) ? wanted : 'chats';
  // The open inbox's first page (the list's default, so one call serves both) says how many chats wait.
  const waiting = useSupportInbox('open', 0).data?.unreadConversations ?? 0;
  return (
    <>
      <h1 className={styles.title}>{t('support.title', { ns: 'admin' })}</h1>
      <div className={styles.tabs} role="tablist">
        {tabs.map((k) => (
          <Button
            key={k}
            
            role="tab"
            aria-selected={k === tab} variant="secondary" size="xs" active={k === tab}
            onClick={() => setParams(k === 'chats' ? {} : { tab: k })}
            data-testid={`support-tab-${k}`}
          >
            {t(`tabs.${k}`)}
            {k === 'chats' && waiting > 0 && (
              <span className={chat.tabCount} aria-label={t('list.waiting', { count: waiting })} data-testid="support-tab-waiting">
                {waiting}
              </span>
            )}
          </Button>
        ))}
      </div>
      {tab === 'chats' && <SupportChatsTab idleMinutes={me.idleMinutes} />}
      {tab === 'mail' && <ContactMessagesTab />}
      {tab === 'settings' && (
        <div className={chat.settings}>
          <SupportCannedEditor />
          <SupportHoursForm />
        </div>
      )}
    </>
  );
}

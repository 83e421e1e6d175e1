import { SUPPORT_FLAG_COOKIE, SUPPORT_OPEN_PARAM } from '@tastydrop/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { readCookie } from '../../../lib/cookies';
import i18n from '../../../lib/i18n';
import { useChatViewer, useSupportChat } from '../api/support-chat';
import styles from './support-launcher.module.css';

// The chat's code and texts load on the first click (or when this browser has a conversation), never with the page.
const SupportPanel = lazy(async () => (await Promise.all([import('./support-panel'), i18n.loadNamespaces(['support', 'errors'])]))[0]);
const SupportLive = lazy(async () => ({ default: (await import('./support-live')).SupportLive }));

function openedByLink(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get(SUPPORT_OPEN_PARAM) === 'open';
}

/**
 * The support button every page shows (bottom right, above the phone menu) with the number of unread answers.
 * A browser that has a conversation asks for it on load and listens to its channel; any other asks on the first click.
 */
export function SupportLauncher() {
  const { t } = useTranslation();
  const viewer = useChatViewer();
  const [open, setOpen] = useState(openedByLink);
  const [wanted, setWanted] = useState(() => open || readCookie(SUPPORT_FLAG_COOKIE) === '1');
  const chat = useSupportChat(viewer ?? 'guest', wanted && viewer !== null);
  const unread = chat.data?.conversation?.unread ?? 0;
  const realtime = chat.data?.realtime ?? null;
  const toggle = () => {
    setWanted(true);
    setOpen((o) => !o);
  };
  return (
    <>
      <button
        type="button"
        className={`${styles.launcher} ${open ? styles.active : ''}`}
        onClick={toggle}
        aria-expanded={open}
        aria-label={unread > 0 ? t('support.openUnread', { count: unread }) : t('support.open')}
        data-testid="support-launcher"
      >
        <Icon name={open ? 'close' : 'chat'} size={24} />
        {unread > 0 && !open && (
          <span className={styles.badge} data-testid="support-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {viewer !== null && realtime && (
        <Suspense fallback={null}>
          <SupportLive viewer={viewer} grant={realtime} />
        </Suspense>
      )}
      {open && viewer !== null && (
        <Suspense fallback={null}>
          <SupportPanel viewer={viewer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

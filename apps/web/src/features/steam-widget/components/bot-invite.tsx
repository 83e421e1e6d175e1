import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { pushAlert } from '../../../stores/alerts-store';
import { useInviteSteamBot } from '../api/invite-steam-bot';
import styles from './steam-widget.module.css';

/** The platform's public profile page of an account. */
export const steamProfileUrl = (steamId: string): string => `https://steamcommunity.com/profiles/${steamId}`;

/**
 * A withdrawal by login comes as a gift from a trade bot, which the player adds as a friend first: the
 * button asks which bot and opens its profile in a new tab. The tab is opened within the click (a tab opened
 * after the answer would be blocked) and pointed at the profile once it is known; the link stays as well.
 */
export function BotInvite() {
  const { t } = useTranslation('profile');
  const invite = useInviteSteamBot();
  const [profile, setProfile] = useState<string | null>(null);

  const open = () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    invite.mutate(undefined, {
      onSuccess: (steamId) => {
        const url = steamProfileUrl(steamId);
        setProfile(url);
        if (tab) tab.location.href = url;
      },
      onError: () => {
        tab?.close();
        pushAlert({ type: 'error', title: t('widget.bot.errorTitle'), message: t('widget.bot.errorText') });
      },
    });
  };

  return (
    <div className={styles.bot} data-testid="bot-invite">
      <p className={styles.text}>{t('widget.bot.text')}</p>
      <Button size="m" variant="secondary" block disabled={invite.isPending} onClick={open} data-testid="bot-invite-open">
        {t('widget.bot.action')}
      </Button>
      {profile && (
        <a className={styles.botLink} href={profile} target="_blank" rel="noopener noreferrer" data-testid="bot-invite-link">
          {t('widget.bot.link')}
        </a>
      )}
    </div>
  );
}

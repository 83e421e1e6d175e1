import type { PublicUser, UserLevels } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icons';
import { LevelProgress } from './level-progress';
import styles from './profile-card.module.css';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

interface ProfileCardProps {
  user: PublicUser;
  levels: UserLevels | undefined;
  own: boolean;
}

/** The player's card: avatar, nickname, level with experience, and the registration date. */
export function ProfileCard({ user, levels, own }: ProfileCardProps) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.avatarRing}>
        <Avatar src={user.avatar} name={user.nickname} size={96} />
      </div>
      <h1 id="profile-name" className={styles.name} data-testid="profile-name">
        {user.nickname}
      </h1>
      <p className={styles.since}>
        <Icon name="daily" size={14} />
        {t('card.since', { date: dateFormat.format(new Date(user.createdAt)) })}
        {own && <span className={styles.ownTag}>{t('page.own')}</span>}
      </p>
      <LevelProgress level={user.level} levels={levels} />
    </section>
  );
}

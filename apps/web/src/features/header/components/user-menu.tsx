import type { User, UserLevels } from '@tastydrop/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { signOut, signOutEverywhere } from '../../../lib/session/logout';
import { ExpBar, LevelBadge } from './level-badge';
import styles from './user-block.module.css';

interface UserMenuProps {
  user: User;
  levels: UserLevels | undefined;
  coins: string;
  inventory: string;
}

/** Avatar, nickname, level and experience; opens the profile menu with sign-out. */
export function UserMenu({ user, levels, coins, inventory }: UserMenuProps) {
  const { t } = useTranslation('header');
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const wrap = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const level = levels?.userLevel ?? user.level;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const links: { to: string; icon: IconName; label: string }[] = [
    { to: paths.profile(user.userId), icon: 'user', label: t('user.profile') },
    { to: paths.refill, icon: 'wallet', label: t('user.refill') },
    { to: paths.quickSale, icon: 'lightning', label: t('user.quickSale') },
    { to: paths.battlesHistory, icon: 'battles', label: t('user.battlesHistory') },
    { to: paths.fairSettings, icon: 'shield', label: t('user.fairSettings') },
    { to: paths.responsiblePlaySettings, icon: 'lock', label: t('user.responsiblePlay') },
  ];

  return (
    <div className={styles.menuWrap} ref={wrap}>
      <button
        type="button"
        className={styles.profile}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('user.menu')}
        data-testid="user-menu"
        onClick={() => setOpen(!open)}
      >
        <span className={styles.avatarWrap}>
          <Avatar src={user.avatar} name={user.nickname} size={36} />
          <LevelBadge level={level} />
        </span>
        <span className={styles.who}>
          <span className={styles.nickname} data-testid="user-nickname">
            {user.nickname}
          </span>
          <ExpBar levels={levels} />
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open && (
        <div className={styles.menu} id={menuId}>
          <div className={styles.menuHead}>
            <strong>{user.nickname}</strong>
            <span className={styles.menuLevel}>
              <span>{t('user.level', { level })}</span>
              <span>{Math.floor(levels?.percentToNextLevel ?? 0)}%</span>
            </span>
            <ExpBar levels={levels} />
            <span className={styles.menuBalances}>
              <span className={`${styles.chip} ${styles.money}`}>
                <Icon name="coin" size={16} className={styles.coinIcon} />
                {coins}
              </span>
              <span className={`${styles.chip} ${styles.money}`}>
                <Icon name="bag" size={16} />
                {inventory}
              </span>
            </span>
          </div>
          <ul className={styles.menuList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link className={styles.menuItem} to={link.to}>
                  <Icon name={link.icon} size={18} />
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={`${styles.menuItem} ${styles.danger}`} onClick={() => void signOut()} data-testid="logout">
                <Icon name="logout" size={18} />
                {t('user.logout')}
              </button>
            </li>
            <li>
              <button type="button" className={`${styles.menuItem} ${styles.danger}`} onClick={() => void signOutEverywhere()} data-testid="logout-everywhere">
                <Icon name="logout" size={18} />
                {t('user.logoutEverywhere')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

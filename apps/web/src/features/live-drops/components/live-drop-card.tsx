import type { LiveDrop } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ItemTile } from '../../../components/ui/item-tile';
import { rarityStyle } from '../../../components/ui/rarity';
import { paths } from '../../../config/paths';
import styles from './live-drop-strip.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/** One drop of the strip: the item on its rarity tile; the player and the case on hover or focus. */
export function LiveDropCard({ drop }: { drop: LiveDrop }) {
  const { t } = useTranslation('cases');
  const label = t('live.dropLabel', { user: drop.user.nickname, item: drop.item.name, case: drop.case.title });
  return (
    <Link to={paths.profile(drop.user.id)} className={styles.card} style={rarityStyle(drop.item.rarity)} title={label} aria-label={label}>
      <ItemTile image={drop.item.image} rarity={drop.item.rarity} className={styles.tile} />
      <span className={styles.name}>{drop.item.name}</span>
      <span className={styles.hover} aria-hidden>
        <span className={styles.user}>
          <Avatar src={drop.user.avatar} name={drop.user.nickname} size={22} />
          <span className={styles.nickname}>{drop.user.nickname}</span>
        </span>
        <span className={styles.case}>
          <ArtImage src={drop.case.image} alt="" width={22} height={22} />
          <span>{drop.case.title}</span>
        </span>
      </span>
    </Link>
  );
}

import { useState } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  src?: string | null;
  name: string;
  size?: number;
}

/** A round avatar; falls back to the first letter when the image is missing or broken. */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={`${styles.avatar} ${styles.fallback}`} style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className={styles.avatar} src={src} alt="" width={size} height={size} onError={() => setBroken(true)} />;
}

import type { PaymentDirection } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import type { MethodGroup } from '../utils/group-methods';
import styles from './methods.module.css';

interface MethodTilesProps {
  groups: MethodGroup[];
  selected: number | null;
  onSelect: (method: PaymentDirection) => void;
}

/** Method tiles grouped by type, each with its bonus badge; one is chosen (a radio group). */
export function MethodTiles({ groups, selected, onSelect }: MethodTilesProps) {
  const { t } = useTranslation('payments');
  if (groups.length === 0) return <p className={styles.empty}>{t('methods.empty')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <fieldset key={group.type} className={styles.group}>
          <legend className={styles.groupTitle}>{t(`methods.types.${group.type}`)}</legend>
          <div className={styles.tiles}>
            {group.methods.map((method) => (
              <label key={method.paymentDirectionId} className={styles.tile} data-testid={`method-${method.systemName}`}>
                <input
                  type="radio"
                  name="payment-method"
                  className={styles.radio}
                  checked={selected === method.paymentDirectionId}
                  onChange={() => onSelect(method)}
                />
                <img src={method.img} alt="" width={48} height={48} className={styles.tileImg} loading="lazy" />
                <span className={styles.tileName}>{method.name}</span>
                {method.bonusPercent > 0 && <span className={styles.bonus}>{t('methods.bonus', { percent: method.bonusPercent })}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

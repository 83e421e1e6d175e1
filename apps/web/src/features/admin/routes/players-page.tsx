import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONSOLE_SEARCH_PART_MIN } from '@tastydrop/domain';
import { usePlayerSearch } from '../api/players';
import styles from '../components/admin.module.css';
import { RowsTable } from '../components/rows-table';

const COLUMNS = ['id', 'login', 'nickname', 'email', 'balance', 'coinBalance', 'lastIp', 'bannedAt', 'boardExcluded', 'createdAt'] as const;

/** Player search; the query lives in the URL. */
export default function PlayersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const found = usePlayerSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <>
      <h1 className={styles.title}>{t('players.title')}</h1>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit} role="search">
        <input className={`${styles.input} ${styles.grow}`} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('players.searchLabel')} placeholder={t('players.searchLabel')} data-testid="console-player-search" />
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          {t('common.search')}
        </button>
      </form>
      {q && q.length < CONSOLE_SEARCH_PART_MIN ? (
        <p className={styles.muted} data-testid="console-player-search-short">
          {t('players.shortQuery', { min: CONSOLE_SEARCH_PART_MIN })}
        </p>
      ) : null}
      {q ? (
        <RowsTable
          rows={found.data}
          loading={found.isPending}
          error={Boolean(found.error)}
          columns={COLUMNS}
          csvName="players"
          exportTable={{ table: 'players' }}
          testId="console-players"
          cell={(column, row) =>
            column === 'id' || column === 'login' ? (
              <Link to={`/admin/players/${String(row.id)}`} className={styles.navLinkActive}>
                {String(row[column] ?? '—')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <p className={styles.muted}>{t('players.hint', { min: CONSOLE_SEARCH_PART_MIN })}</p>
      )}
    </>
  );
}

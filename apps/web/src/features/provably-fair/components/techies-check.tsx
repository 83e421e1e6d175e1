import { hashServerSeed, TECHIES_CELLS, verifyTechies, type TechiesGame } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useTechiesRecord } from '../api/get-techies-record';
import styles from './fair.module.css';
import field from './techies-check.module.css';

/** The game id in `?techies=`, if any. */
export function techiesGameOf(params: URLSearchParams): number | null {
  const id = Number(params.get('techies'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function Match({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <span className={ok ? styles.ok : styles.bad} data-testid="techies-match">
      <Icon name={ok ? 'check' : 'alert'} size={14} />
      {ok ? yes : no}
    </span>
  );
}

/** The field the seeds place, marked with the cells the player opened. */
function Field({ mines, revealed }: { mines: number[]; revealed: number[] }) {
  const { t } = useTranslation('provably-fair');
  return (
    <ol className={field.grid} aria-label={t('techies.field')} data-testid="techies-check-field">
      {Array.from({ length: TECHIES_CELLS }, (_, cell) => {
        const mined = mines.includes(cell);
        return (
          <li key={cell} className={field.cell} data-mine={mined || undefined} data-opened={revealed.includes(cell) || undefined}>
            <span className="visually-hidden">{t(mined ? 'techies.mine' : 'techies.safe', { cell: cell + 1 })}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Verified({ game, serverSeed }: { game: TechiesGame; serverSeed: string }) {
  const { t } = useTranslation('provably-fair');
  const check = verifyTechies({ serverSeed, clientSeed: game.clientSeed, nonce: game.nonce, mineCount: game.mines, mines: game.mineCells ?? [] });
  return (
    <>
      <p className={styles.notice} data-testid="techies-outcome">
        <span>{t('techies.outcome', { cells: check.mines.map((c) => c + 1).join(', ') })}</span>
        <Match ok={check.matches} yes={t('techies.fieldOk')} no={t('techies.fieldBad')} />
      </p>
      <Field mines={check.mines} revealed={game.revealed} />
      <p className={styles.hint}>{t('techies.formula')}</p>
    </>
  );
}

/** Verifies a Techies game (`?techies=id`) in the browser: the hash, then the field recomputed from the seeds. */
export function TechiesCheck({ gameId }: { gameId: number }) {
  const { t } = useTranslation('provably-fair');
  const query = useTechiesRecord(gameId);
  if (query.isPending) return <Skeleton height={360} />;
  if (query.isError) {
    return (
      <p className={`${styles.notice} ${styles.warning}`} role="status">
        <Icon name="alert" size={18} />
        {t('techies.notFound')}
      </p>
    );
  }
  const game = query.data;
  const { serverSeed } = game;
  return (
    <section className={styles.panel} aria-labelledby="techies-check-title" data-testid="techies-check">
      <h2 id="techies-check-title" className={styles.panelTitle}>
        {t('techies.title', { id: game.id, stake: formatPrice(game.stake, 'GOLD'), count: game.mines })}
      </h2>
      {!serverSeed && (
        <div className={`${styles.notice} ${styles.warning}`} role="status" data-testid="techies-secret">
          <Icon name="lock" size={18} />
          <span>{t(game.status === 'active' ? 'techies.running' : 'techies.secret')}</span>
          {game.status !== 'active' && (
            <ButtonLink to={paths.fairSettings} size="s">
              {t('check.toSettings')}
            </ButtonLink>
          )}
        </div>
      )}
      <dl className={styles.pairs}>
        <dt>{t('check.serverSeed')}</dt>
        <dd>
          <code className={styles.mono}>{serverSeed ?? t('techies.hidden')}</code>
        </dd>
        <dt>{t('check.hash')}</dt>
        <dd>
          <code className={styles.mono}>{game.serverSeedHash}</code>
          {serverSeed && <Match ok={hashServerSeed(serverSeed) === game.serverSeedHash} yes={t('check.hashMatch')} no={t('check.hashMismatch')} />}
        </dd>
        <dt>{t('check.clientSeed')}</dt>
        <dd>
          <code className={styles.mono}>{game.clientSeed}</code>
        </dd>
        <dt>{t('check.nonce')}</dt>
        <dd>{game.nonce}</dd>
      </dl>
      {serverSeed && <Verified game={game} serverSeed={serverSeed} />}
    </section>
  );
}

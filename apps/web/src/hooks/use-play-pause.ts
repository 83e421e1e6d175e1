import { useQuery } from '@tanstack/react-query';
import type { PlayBlockView } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { playStateQueryOptions } from '../lib/responsible-play/play-state';
import { useSession } from '../lib/session/get-me';

export interface PlayPause {
  block: PlayBlockView;
  /** Why play is closed and until when, in Russian: the notice's text and the disabled buttons' reason. */
  text: string;
}

/**
 * The signed-in player's running break (a time-out, a self-exclusion, the day's play time used up), or null.
 * Play pages show it and disable their play buttons, so the refusal never comes only after a click.
 */
export function usePlayPause(): PlayPause | null {
  const { t } = useTranslation('common');
  const session = useSession();
  const state = useQuery({ ...playStateQueryOptions(), enabled: session.status === 'signedIn', meta: { silent: true } });
  const block = session.status === 'signedIn' ? (state.data?.block ?? null) : null;
  if (!block || (block.until !== null && new Date(block.until).getTime() <= Date.now())) return null;
  const until = block.until === null ? null : new Date(block.until).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  const text = block.kind === 'play_time' ? t('pause.playTime') : until === null ? t(`pause.${block.kind}Forever`) : t(`pause.${block.kind}`, { until });
  return { block, text };
}

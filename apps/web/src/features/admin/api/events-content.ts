import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BattlePassContent, EventContent, LeaderboardContent } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminEventsApi } from '../../../lib/api/endpoints/admin-events';
import { consoleKeys, silent } from './console-keys';

/** Every draft, publish or rollback refreshes every content list and editor. */
function useContentMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, meta: silent, onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.content.all }) });
}

export const useConsoleEvents = () => useQuery({ queryKey: consoleKeys.content.events, queryFn: () => callApi(adminEventsApi.events), meta: silent });
export const useEventEditor = (id: number) => useQuery({ queryKey: consoleKeys.content.event(id), queryFn: () => callApi(adminEventsApi.event, { params: { id } }), meta: silent });
export const usePassEditor = (id: number) => useQuery({ queryKey: consoleKeys.content.pass(id), queryFn: () => callApi(adminEventsApi.pass, { params: { id } }), meta: silent });
export const useConsoleLeaderboards = () => useQuery({ queryKey: consoleKeys.content.leaderboards, queryFn: () => callApi(adminEventsApi.leaderboards), meta: silent });
export const useLeaderboardEditor = (id: number) =>
  useQuery({ queryKey: consoleKeys.content.leaderboard(id), queryFn: () => callApi(adminEventsApi.leaderboard, { params: { id } }), meta: silent });

export const useCreateEvent = () => useContentMutation((request: { slug: string; content: EventContent }) => callApi(adminEventsApi.createEvent, { request }));
export const useSaveEventDraft = () =>
  useContentMutation(({ id, content }: { id: number; content: EventContent }) => callApi(adminEventsApi.eventDraft, { params: { id }, request: { content } }));
export const useSavePassDraft = () =>
  useContentMutation(({ id, content }: { id: number; content: BattlePassContent }) => callApi(adminEventsApi.passDraft, { params: { id }, request: { content } }));
export const useSaveLeaderboardDraft = () =>
  useContentMutation(({ id, content }: { id: number; content: LeaderboardContent }) => callApi(adminEventsApi.leaderboardDraft, { params: { id }, request: { content } }));

/** Publishing a draft, by what it is a draft of. */
export const CONTENT_PUBLISH = { event: adminEventsApi.publishEvent, pass: adminEventsApi.publishPass, leaderboard: adminEventsApi.publishLeaderboard } as const;
export const usePublishContent = () =>
  useContentMutation(({ kind, id, note }: { kind: keyof typeof CONTENT_PUBLISH; id: number; note: string }) => callApi(CONTENT_PUBLISH[kind], { params: { id }, request: { note } }));
export const useRollbackContent = () => useContentMutation(({ id, reason }: { id: number; reason: string }) => callApi(adminEventsApi.rollback, { params: { id }, request: { reason } }));

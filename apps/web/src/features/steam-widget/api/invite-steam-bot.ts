import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';

/** POST /v1/users/steam/bot-invite: the SteamID64 of the trade bot the player adds as a friend. */
async function inviteSteamBot(): Promise<string> {
  return (await callApi(usersApi.steamBotInvite)).botSteamid;
}

export function useInviteSteamBot() {
  return useMutation({ mutationFn: inviteSteamBot, meta: { silent: true } });
}

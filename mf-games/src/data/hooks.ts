import {
  fetchActivePlayer,
  fetchGames,
  fetchPlayersOfGame,
  useReloadableRequest,
} from '@progression/platform';
import { fetchMode, fetchModes } from '../api/modes';

export const useModes = () => useReloadableRequest('modes', (signal) => fetchModes(signal));

export const useMode = (id: string | null) =>
  useReloadableRequest(id && `mode:${id}`, (signal) => fetchMode(id!, signal));

export const useGames = () => useReloadableRequest('games', (signal) => fetchGames(signal));

export const useActivePlayer = (gameId: string) =>
  useReloadableRequest(`player:${gameId}`, (signal) => fetchActivePlayer(gameId, signal));

export const usePlayers = (gameId: string) =>
  useReloadableRequest(`players:${gameId}`, (signal) => fetchPlayersOfGame(gameId, signal));

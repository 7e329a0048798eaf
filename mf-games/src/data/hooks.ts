import { fetchActivePlayer, fetchGames, fetchPlayersOfGame } from '@progression/platform';
import { fetchMode, fetchModes } from '../api/modes';
import { useLoad } from './useLoad';

export const useModes = () => useLoad('modes', (signal) => fetchModes(signal));

export const useMode = (id: string | null) => useLoad(id && `mode:${id}`, (signal) => fetchMode(id!, signal));

export const useGames = () => useLoad('games', (signal) => fetchGames(signal));

export const useActivePlayer = (gameId: string) =>
  useLoad(`player:${gameId}`, (signal) => fetchActivePlayer(gameId, signal));

export const usePlayers = (gameId: string) =>
  useLoad(`players:${gameId}`, (signal) => fetchPlayersOfGame(gameId, signal));

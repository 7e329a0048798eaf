import type * as PlatformModule from './index';
import { storageKeys } from './storage';

type Platform = typeof PlatformModule;

// A fresh copy of the package reads localStorage again, as a page load does.
function loadPlatform(): Platform {
  let platform: Platform | undefined;
  jest.isolateModules(() => {
    platform = jest.requireActual<Platform>('./index');
  });
  return platform as Platform;
}

describe('stored state', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the theme under the "theme" key across a reload', () => {
    const first = loadPlatform();
    first.theme.set('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(loadPlatform().theme.get()).toBe('dark');
    first.theme.toggle();
    expect(loadPlatform().theme.get()).toBe('light');
  });

  it('keeps the selected game across a reload', () => {
    loadPlatform().selectedGame.select('game-7');
    expect(loadPlatform().selectedGame.get()).toBe('game-7');
  });

  it('restores the session token from jwt_token', () => {
    localStorage.setItem(storageKeys.token, 'stored-token');
    expect(loadPlatform().session.getToken()).toBe('stored-token');
  });

  it('resets the selected game, flash messages and registered caches but keeps the token and theme', () => {
    const platform = loadPlatform();
    platform.session.setToken('new-token');
    platform.theme.set('dark');
    platform.selectedGame.select('game-7');
    platform.flash.info('Before login');
    let cacheCleared = false;
    platform.onReset(() => {
      cacheCleared = true;
    });

    platform.resetState();

    expect(platform.selectedGame.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.selectedGameId)).toBeNull();
    expect(platform.flash.get()).toEqual([]);
    expect(cacheCleared).toBe(true);
    expect(platform.session.getToken()).toBe('new-token');
    expect(platform.theme.get()).toBe('dark');
  });
});

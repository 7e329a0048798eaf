import { loadFederationManifest } from '@progression/platform';
import { areaCodeAsked, areaLifecycles } from './area-code';
import { loadLifecycles, registerManifestRemote } from './remotes';

jest.mock('@progression/platform', () => ({
  loadFederationManifest: jest.fn(async () => ({ remotes: { mf_decks: '/mf/mf-decks/remoteEntry.js' } })),
}));
jest.mock('./remotes', () => ({
  registerManifestRemote: jest.fn(),
  loadLifecycles: jest.fn(),
}));

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

describe("an area's code", () => {
  it('is loaded once for everyone who asks, and asked again after a failure', async () => {
    (loadLifecycles as jest.Mock).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(lifecycles);
    await expect(areaLifecycles('mf_decks')).rejects.toThrow('offline');
    expect(areaCodeAsked('mf_decks')).toBe(false);

    const first = areaLifecycles('mf_decks');
    const second = areaLifecycles('mf_decks');
    expect(areaCodeAsked('mf_decks')).toBe(true);
    await expect(first).resolves.toBe(lifecycles);
    await expect(second).resolves.toBe(lifecycles);
    // Registering the remote again would drop what the runtime loaded: once per load.
    expect(registerManifestRemote).toHaveBeenCalledTimes(2);
    expect(loadLifecycles).toHaveBeenCalledTimes(2);
    expect(loadFederationManifest).toHaveBeenCalledTimes(2);
  });
});

import { act, screen } from '@testing-library/react';
import { messages } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { LinkDiscordDialog, openLinkDiscord } from './LinkDiscordDialog';

afterEach(() => queryClient.clear());

describe('the Discord link dialog', () => {
  it('shows a fresh one-time code with the /link instruction when opened', async () => {
    let calls = 0;
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      calls += 1;
      expect(String(url)).toContain('/rest/api/tristan/link-code');
      expect(init.method).toBe('POST');
      const text = JSON.stringify({ code: 'ABCD2345', expiresAt: '2026-01-01T00:10:00.000Z' });
      return { ok: true, status: 201, text: async () => text } as Response;
    }) as typeof fetch;
    renderWithTheme(
      <DataProvider>
        <LinkDiscordDialog />
      </DataProvider>,
    );
    expect(screen.queryByText(messages.integrations.linkCodeTitle)).toBeNull();
    act(() => openLinkDiscord());
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText(messages.integrations.linkCodeHelp('ABCD2345'))).toBeTruthy();
    expect(calls).toBe(1);
  });
});

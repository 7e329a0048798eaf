import { messages, type Notification } from '@progression/contracts';
import { DataProvider, queryClient, session } from '@progression/platform';
import { ThemeProvider } from '@progression/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NotificationBell } from './NotificationBell';

const gameId = '64b000000000000000000001';
const note = (seq: number, read: boolean, message: string): Notification => ({
  id: `event-${seq}:u1`,
  seq,
  kind: 'WEEK_STARTED',
  gameId,
  message,
  link: `/games/game/${gameId}/overview`,
  read,
  createdAt: new Date('2026-03-01T18:00:00Z').toISOString(),
});

interface Sent {
  path: string;
  method: string;
  body?: string;
}

/** The notifications service as the bell sees it (the live stream is refused here: jsdom has no streams). */
function serve(list: Notification[]) {
  const sent: Sent[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    sent.push({ path, method: init.method ?? 'GET', body: init.body as string | undefined });
    const body =
      path === '/rest/api/notifications'
        ? { notifications: list, unreadCount: list.filter((n) => !n.read).length, nextBefore: null }
        : path === '/rest/api/notifications/read'
          ? { unreadCount: 0 }
          : undefined;
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: body !== undefined,
      status: body === undefined ? 503 : 200,
      text: async () => text,
      body: null,
    } as Response;
  }) as typeof fetch;
  return sent;
}

async function renderBell() {
  await act(async () => {
    render(
      <DataProvider>
        <ThemeProvider mode="light">
          <NotificationBell />
        </ThemeProvider>
      </DataProvider>,
    );
  });
}

const openMenu = async () => {
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('button', { name: messages.notifications.title }), { key: 'Enter' });
  });
};

beforeEach(() => act(() => session.setToken('token')));
afterEach(() => {
  queryClient.clear();
  act(() => session.clearToken());
});

describe('the notification bell', () => {
  it('says "You have no notifications" when there are none, with nothing to mark', async () => {
    serve([]);
    await renderBell();
    await openMenu();
    expect(screen.getByRole('menuitem', { name: messages.notifications.none })).toBeTruthy();
    expect(
      screen
        .getByRole('menuitem', { name: messages.notifications.markAllRead })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('shows the unread count and the latest, and marks all as read', async () => {
    const sent = serve([note(2, false, 'Week 2 of League has started'), note(1, true, 'Old news')]);
    await renderBell();
    expect(await screen.findByText(messages.notifications.unreadLabel(1))).toBeTruthy();
    await openMenu();
    expect(screen.getByText('Week 2 of League has started')).toBeTruthy();
    expect(screen.getByText('Old news')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: messages.notifications.markAllRead }));
    });
    expect(sent).toContainEqual({
      path: '/rest/api/notifications/read',
      method: 'POST',
      body: JSON.stringify({ all: true }),
    });
  });

  it("opens a notification's page and marks it read", async () => {
    const sent = serve([note(3, false, 'Week 3 of League has started')]);
    await renderBell();
    await openMenu();
    await act(async () => {
      fireEvent.click(screen.getByText('Week 3 of League has started'));
    });
    expect(window.location.pathname).toBe(`/games/game/${gameId}/overview`);
    expect(sent).toContainEqual({
      path: '/rest/api/notifications/read',
      method: 'POST',
      body: JSON.stringify({ ids: ['event-3:u1'] }),
    });
  });
});

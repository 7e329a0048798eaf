import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  formatDateTime,
  labels,
  messages,
  type Match,
  type Player,
  type ResultDispute,
  type VisibleRegistration,
} from '@progression/contracts';
import { DataProvider, queryClient, registeredDeckPath } from '@progression/platform';
import { renderWithTheme } from '@progression/ui/testing';
import { MatchList } from './MatchList';

const t = messages.matchResults;
const player = (id: string, username: string, isAdmin = false) =>
  ({ id, username, isAdmin, gameId: 'g', userId: `u-${id}` }) as unknown as Player;
const players = [player('ann', 'ann', true), player('bob', 'bob'), player('cat', 'cat')];
const reported = (winnerId: string, by: string, dispute: ResultDispute | null = null) => ({
  winnerId,
  score: '2-1' as const,
  reportedByPlayerId: by,
  reportedAt: '2026-11-01T10:00:00.000Z',
  autoConfirmAt: '2026-11-03T10:00:00.000Z',
  dispute,
});
const match = (id: string, first: string, second: string, patch: Partial<Match> = {}): Match => ({
  id,
  gameId: 'g',
  weekId: 'w1',
  weekNum: 1,
  round: 1,
  firstPlayerId: first,
  secondPlayerId: second,
  winnerId: null,
  resultStatus: null,
  score: null,
  reported: null,
  ...patch,
});

/**
 * The services' answers, recorded: every call's method, path and body. The decks service shows the caller
 * the registered decks given (none by default); the matches service answers with a match.
 */
let calls: Array<{ method: string; url: string; body: unknown }> = [];
function serve(visible: VisibleRegistration[] = []) {
  calls = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', url, body });
    const reply = new URL(url, 'http://localhost').pathname.endsWith('/rest/api/deck-registrations/visible')
      ? { registrations: visible }
      : match('m1', 'bob', 'cat', { resultStatus: 'CONFIRMED', winnerId: 'bob' });
    return { ok: true, status: 200, text: async () => JSON.stringify(reply) } as Response;
  }) as typeof fetch;
}

const renderList = (
  matches: Match[],
  me: string,
  isAdmin = false,
  { activeWeek = 1, confirmResults = true } = {},
) =>
  renderWithTheme(
    <DataProvider>
      <MatchList
        gameId="g"
        matches={matches}
        players={players}
        me={me}
        isAdmin={isAdmin}
        activeWeek={activeWeek}
        confirmResults={confirmResults}
      />
    </DataProvider>,
  );

afterEach(() => queryClient.clear());

describe('the match list with confirmed results', () => {
  it("labels each result's status and shows when a pending one confirms itself", () => {
    serve();
    renderList(
      [
        match('m1', 'bob', 'cat', { resultStatus: 'PENDING', reported: reported('bob', 'bob') }),
        match('m2', 'ann', 'bob', { resultStatus: 'CONFIRMED', winnerId: 'ann', score: '2-0' }),
        match('m3', 'ann', 'cat', {
          resultStatus: 'DISPUTED',
          reported: reported('cat', 'cat', {
            byPlayerId: 'ann',
            reason: 'I won',
            at: '2026-11-01T11:00:00.000Z',
          }),
        }),
      ],
      'bob',
    );
    expect(screen.getByText(t.pendingResult('bob', '2-1'))).toBeTruthy();
    expect(screen.getByText(labels.resultStatus.PENDING)).toBeTruthy();
    expect(screen.getByText(t.autoConfirmsAt(formatDateTime('2026-11-03T10:00:00.000Z')))).toBeTruthy();
    expect(screen.getByText(t.confirmedResult('ann', '2-0'))).toBeTruthy();
    expect(screen.getByText(labels.resultStatus.CONFIRMED)).toBeTruthy();
    expect(screen.getByText(labels.resultStatus.DISPUTED)).toBeTruthy();
    expect(screen.getByText(t.disputedBecause('ann', 'I won'))).toBeTruthy();
    // bob reported m1: he may withdraw it, not confirm it; his confirmed match has no action.
    expect(screen.queryByRole('button', { name: t.confirmAgainst('cat') })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset match against cat' })).toBeTruthy();
  });

  it('lets the opponent confirm, or dispute with a reason in a dialog', async () => {
    serve();
    renderList(
      [match('m1', 'bob', 'cat', { resultStatus: 'PENDING', reported: reported('bob', 'bob') })],
      'cat',
    );
    fireEvent.click(screen.getByRole('button', { name: t.confirmAgainst('bob') }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/rest/api/matches/m1/confirm'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: t.disputeAgainst('bob') }));
    const dialog = await screen.findByRole('dialog', { name: t.disputeTitle });
    const send = within(dialog).getByRole('button', { name: t.sendDispute });
    // No reason yet (or only spaces): nothing to send.
    expect(send.hasAttribute('disabled')).toBe(true);
    const reason = within(dialog).getByRole('textbox', { name: t.reasonLabel });
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(reason.getAttribute('maxlength')).toBe('500');
    fireEvent.change(reason, { target: { value: ' I won the third game ' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/rest/api/matches/m1/dispute'))?.body).toEqual({
        reason: 'I won the third game',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets the admin settle a dispute, keeping the reported score for the reported winner', async () => {
    serve();
    renderList(
      [
        match('m1', 'bob', 'cat', {
          resultStatus: 'DISPUTED',
          reported: reported('bob', 'bob', {
            byPlayerId: 'cat',
            reason: 'No',
            at: '2026-11-01T11:00:00.000Z',
          }),
        }),
      ],
      'ann',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: t.resolveAs('bob') }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: expect.stringMatching(/\/rest\/api\/matches\/m1$/),
        body: { winnerId: 'bob', score: '2-1' },
      }),
    );
    expect(screen.getByRole('button', { name: t.resolveAs('cat') })).toBeTruthy();
  });

  it('reports a win with no score by default', async () => {
    serve();
    renderList([match('m1', 'bob', 'cat')], 'bob');
    expect(screen.getByText(t.scoreAgainst('cat'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Win against cat' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ winnerId: 'bob' }),
    );
    // Once reported, the keyboard is on the match's actions again, not thrown out of the table.
    await waitFor(() => expect(document.activeElement?.closest('[data-match-actions="m1"]')).toBeTruthy());
  });
});

describe("the match list's link to the opponent's registered deck", () => {
  const text = messages.deckRegistrations;
  const views = (opponent: string) =>
    screen.queryAllByRole('button', { name: text.viewOpponentDeck(opponent) });
  const visibleReads = () =>
    calls.filter((call) => call.url.includes('/rest/api/deck-registrations/visible'));
  const played = { resultStatus: 'CONFIRMED' as const, winnerId: 'bob' };
  const week2 = { weekId: 'w2', weekNum: 2 };

  it('offers View only where the server shows the caller a registered deck of that week, in one read', async () => {
    // bob played ann and cat in week 1 and ann in week 2; cat registered nothing in week 1 and ann nothing
    // in week 2, so the decks service lists ann's week-1 deck and bob's own only.
    serve([
      { week: 1, playerId: 'ann' },
      { week: 1, playerId: 'bob' },
    ]);
    renderList(
      [
        match('m1', 'bob', 'ann', played),
        match('m2', 'cat', 'bob', played),
        match('m3', 'ann', 'bob', { ...played, ...week2 }),
      ],
      'bob',
      false,
      { activeWeek: 2, confirmResults: false },
    );
    const annsDeck = await screen.findByRole('button', { name: text.viewOpponentDeck('ann') });
    expect(views('ann')).toHaveLength(1);
    expect(views('cat')).toHaveLength(0);
    expect(visibleReads()).toEqual([
      {
        method: 'GET',
        url: expect.stringMatching(/\/rest\/api\/deck-registrations\/visible\?gameId=g$/),
        body: undefined,
      },
    ]);
    // The one View is the week-1 match's: it opens ann's deck of week 1.
    fireEvent.click(annsDeck);
    expect(window.location.pathname + window.location.search).toBe(registeredDeckPath('g', 'ann', 1));
  });

  it("offers View on the caller's own matches only, even to the admin who may see every deck", async () => {
    serve([
      { week: 2, playerId: 'ann' },
      { week: 2, playerId: 'bob' },
      { week: 2, playerId: 'cat' },
    ]);
    renderList(
      [match('m1', 'bob', 'cat', { ...played, ...week2 }), match('m2', 'ann', 'bob', week2)],
      'ann',
      true,
      { activeWeek: 2, confirmResults: false },
    );
    await screen.findByRole('button', { name: text.viewOpponentDeck('bob') });
    expect(screen.getAllByRole('button', { name: /registered deck/ })).toHaveLength(1);
    expect(views('cat')).toHaveLength(0);
  });

  it('offers no View while the list of what the server shows is not read', () => {
    serve([{ week: 1, playerId: 'ann' }]);
    renderList([match('m1', 'bob', 'ann', played)], 'bob', false, { confirmResults: false });
    expect(views('ann')).toHaveLength(0);
  });
});

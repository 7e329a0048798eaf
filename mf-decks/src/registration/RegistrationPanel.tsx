import { formatDateTime, messages, type MyRegistrationResponse } from '@progression/contracts';
import { navigate, registeredDeckPath } from '@progression/platform';
import { Button, Muted, Panel, Section, Stack, Text } from '@progression/ui';
import { RegistrationVerdict } from './RegistrationVerdict';

const text = messages.deckRegistrations;

/** When the week's registration closes, or that it did. */
export function windowText({ window }: Pick<MyRegistrationResponse, 'window'>): string {
  if (!window.open) return text.closedNotice(window.week);
  return window.closesAt ? text.openUntil(formatDateTime(window.closesAt)) : text.openUntilFirstResult;
}

/**
 * The decks page's account of the week: the player's registered copy (its verdict), whether registration
 * is still open, and the opponents whose registered deck they may now see.
 */
export function RegistrationPanel({ gameId, state }: { gameId: string; state: MyRegistrationResponse }) {
  const { window, registration, opponents } = state;
  return (
    <Panel>
      <Stack $gap={3}>
        <Section title={text.yourRegistration(window.week)}>
          <Stack $gap={1}>
            {registration ? (
              <>
                <Text weight="semibold">
                  {text.registeredCopy(registration.name, formatDateTime(registration.registeredAt))}
                </Text>
                <RegistrationVerdict registration={registration} />
                <Muted>{text.frozenNote}</Muted>
              </>
            ) : (
              <Text>{text.noRegistration(window.week)}</Text>
            )}
            <Muted role="status">{windowText(state)}</Muted>
          </Stack>
        </Section>
        <Section title={text.opponentsTitle(window.week)} level={3}>
          {opponents.length === 0 ? (
            <Muted>{text.opponentsEmpty}</Muted>
          ) : (
            <Stack as="ul" $gap={1} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {opponents.map((opponent) => (
                <li key={opponent.playerId}>
                  <Button
                    variant="text"
                    onClick={() => navigate(registeredDeckPath(gameId, opponent.playerId, window.week))}
                  >
                    {text.viewOpponentDeck(opponent.username)}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Section>
      </Stack>
    </Panel>
  );
}

import {
  banTypes,
  banTypeGroupNames,
  banLimits,
  messages,
  type BanlistInForceResponse,
  type Card,
  type Game,
} from '@progression/contracts';
import { Chip, EmptyState, Grid, Muted, Section, Stack, Text, CancelIcon, Page } from '@progression/ui';
import { useReloadableRequest } from '@progression/platform';
import styled from 'styled-components';
import { fetchBanlistVersion, fetchCards } from '../api/banlist';
import { formatDate } from '../shared/dates';
import { GameNotStarted } from '../shared/GameNotStarted';
import { LoadState } from '../shared/LoadState';

const Entry = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface LoadedBanlist {
  banlist: BanlistInForceResponse;
  cards: Map<string, Card>;
}

async function loadBanlist(game: Game, signal: AbortSignal): Promise<LoadedBanlist | null> {
  // The games service fixed the week's banlist (format and version) when the week started.
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  if (!week?.banlist) return null;
  const banlist = await fetchBanlistVersion(week.banlist, signal);
  if (banlist.entries.length === 0) return null;
  const cards = await fetchCards(
    banlist.entries.map((entry) => entry.cardId),
    signal,
  );
  return { banlist, cards: new Map(cards.map((card) => [card.id, card])) };
}

function Groups({ banlist, cards }: LoadedBanlist) {
  return (
    <Grid $columns={{ xs: 1, lg: 3 }}>
      {banTypes.map((type) => {
        const entries = banlist.entries
          .filter((entry) => entry.banType === type)
          .map((entry) => ({ entry, name: cards.get(entry.cardId)?.name ?? entry.cardId }))
          .sort((a, b) => a.name.localeCompare(b.name));
        return (
          <Section
            key={type}
            title={banTypeGroupNames[type]}
            actions={<Chip size="small" label={`${entries.length} · limit ${banLimits[type]}`} />}
          >
            {entries.length === 0 ? (
              <Muted>No cards</Muted>
            ) : (
              <List aria-label={banTypeGroupNames[type]}>
                {entries.map(({ entry, name }) => (
                  <Entry key={entry.cardId}>
                    {banLimits[type] === 0 && <CancelIcon size={18} title="Not allowed" />}
                    <Text size="sm">{name}</Text>
                  </Entry>
                ))}
              </List>
            )}
          </Section>
        );
      })}
    </Grid>
  );
}

/** The banlist of the active week: Forbidden, Limited and Semi-limited. */
export function BanlistPage({ game }: { game: Game }) {
  const [loaded, reload] = useReloadableRequest(`banlist:${game.id}:${game.activeWeek}`, (signal) =>
    loadBanlist(game, signal),
  );
  if (game.weeks.length === 0)
    return (
      <Page as="div" title="Banlist">
        <GameNotStarted />
      </Page>
    );
  return (
    <Page as="div" title="Banlist" subtitle={`Week ${game.activeWeek}`}>
      <LoadState state={loaded} what="the banlist" onRetry={reload}>
        {(result) =>
          result ? (
            <Stack $gap={4}>
              <Muted>
                {result.banlist.format} list in force from {formatDate(result.banlist.activeFrom)}
              </Muted>
              <Groups {...result} />
            </Stack>
          ) : (
            <EmptyState title={messages.banlists.noActiveBanlist} />
          )
        }
      </LoadState>
    </Page>
  );
}

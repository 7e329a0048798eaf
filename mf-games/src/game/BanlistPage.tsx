import {
  banLimits,
  banTypeGroupNames,
  banTypes,
  formatDay,
  labels,
  messages,
  type BanlistInForceResponse,
  type Card,
  type Game,
} from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Chip, EmptyState, Grid, Muted, Section, Stack, Text, CancelIcon, Page } from '@progression/ui';
import { useWeekBanlist } from '@progression/api-client';
import { QueryState } from '@progression/platform/views';
import styled from 'styled-components';

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
            actions={<Chip size="small" label={gamesTexts.limit(entries.length, banLimits[type])} />}
          >
            {entries.length === 0 ? (
              <Muted>{gamesTexts.noCards}</Muted>
            ) : (
              <List aria-label={banTypeGroupNames[type]}>
                {entries.map(({ entry, name }) => (
                  <Entry key={entry.cardId}>
                    {banLimits[type] === 0 && <CancelIcon size={18} title={gamesTexts.notAllowed} />}
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
  // The games service fixed the week's banlist (format and version) when the week started.
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  const loaded = useWeekBanlist(week?.banlist);
  return (
    <Page title={gamesTexts.banlist} subtitle={gamesTexts.week(game.activeWeek)}>
      <QueryState query={loaded} what={gamesTexts.theBanlist}>
        {(result) =>
          result ? (
            <Stack $gap={4}>
              <Muted>
                {gamesTexts.listInForceFrom(
                  labels.banlistFormat[result.banlist.format],
                  formatDay(result.banlist.activeFrom),
                )}
              </Muted>
              <Groups {...result} />
            </Stack>
          ) : (
            <EmptyState title={messages.banlists.noActiveBanlist} />
          )
        }
      </QueryState>
    </Page>
  );
}

import { useCallback, useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from '@progression/router';
import styled from 'styled-components';
import { useCollection } from '@progression/api-client';
import {
  messages,
  type CollectionFilters,
  type CollectionItem,
  type CollectionSort,
} from '@progression/contracts';
import {
  CardSearchField,
  CardSizeControl,
  FilterMenu,
  hasFilters,
  SortBar,
  withSearchText,
} from '@progression/card-ui';
import { useCardSize } from '@progression/platform';
import { Button, Drawer, FilterIcon, Heading, mediaQuery, useMediaQuery } from '@progression/ui';
import { CollectionResults } from './CollectionResults';
import { ExportCsvButton } from './ExportCsvButton';
import { OwnedCardPane } from './OwnedCardPane';
import { paramsOfView, viewFromParams } from './view-params';

/** Above this width the pane takes one third and the list two thirds; below, half each (spec section 9). */
const wideSplitFrom = 1000;

// A plain block: the shell's content area is the page's one main landmark.
const Split = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? '1fr 2fr' : '1fr 1fr')};
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`} {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

const PaneColumn = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.spacing(4)};
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-height: calc(100vh - 120px);
  overflow-y: auto;
  min-width: 0;
`;

const ListColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/**
 * /games/game/{id}/collection: the card detail pane and the list titled Collection, with its sorts and
 * filters kept in the URL (a reload or a shared link shows the same view). The game's admin reads a
 * player's collection with `?playerId=`.
 */
export function CollectionPage() {
  const { gameId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const playerId = params.get('playerId') ?? undefined;
  const view = useMemo(() => viewFromParams(params), [params]);
  const owner = useMemo(() => ({ gameId, playerId }), [gameId, playerId]);
  const query = useCollection(owner, view);
  const [selected, setSelected] = useState<CollectionItem | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => hasFilters(view.filters));
  const wide = useMediaQuery(mediaQuery.up(wideSplitFrom));
  const phone = useMediaQuery(mediaQuery.down('sm'));
  const filtersId = useId();
  const [cardSize] = useCardSize();

  const show = useCallback(
    (sort: CollectionSort, filters: CollectionFilters) =>
      setParams((current) => paramsOfView({ sort, filters }, current), { replace: true }),
    [setParams],
  );
  const applyFilters = useCallback(
    (filters: CollectionFilters) => show(view.sort, filters),
    [show, view.sort],
  );
  const pane = <OwnedCardPane item={selected} />;

  return (
    <Split $wide={wide}>
      {!phone && <PaneColumn aria-label={messages.collection.cardDetails}>{pane}</PaneColumn>}
      <ListColumn aria-labelledby={`${filtersId}-title`}>
        <Header>
          <Heading level={1} id={`${filtersId}-title`}>
            {messages.collection.title}
          </Heading>
          <ExportCsvButton owner={owner} />
        </Header>
        <CardSearchField
          value={view.filters.textSearch?.searchText ?? ''}
          onSearch={(text) => applyFilters(withSearchText(view.filters, text))}
        />
        <Header>
          <SortBar sort={view.sort} onChange={(sort) => show(sort, view.filters)} />
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            startIcon={<FilterIcon size="1em" />}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {messages.collection.filters}
          </Button>
          <CardSizeControl />
        </Header>
        {filtersOpen && <FilterMenu id={filtersId} applied={view.filters} onApply={applyFilters} />}
        <CollectionResults
          gameId={gameId}
          query={query}
          filtered={hasFilters(view.filters)}
          selectedId={selected?.card.id ?? null}
          onSelect={setSelected}
          size={cardSize}
        />
      </ListColumn>
      {phone && (
        <Drawer
          variant="modal"
          side="right"
          open={selected !== null}
          onOpenChange={(open) => !open && setSelected(null)}
          label={messages.collection.cardDetails}
          width={Math.min(window.innerWidth - 32, 420)}
        >
          {pane}
        </Drawer>
      )}
    </Split>
  );
}

import styled from 'styled-components';
import { messages, type CollectionSort, type CollectionSortCategory } from '@progression/contracts';
import {
  Button,
  CheckIcon,
  ChevronDownIcon,
  IconButton,
  Menu,
  MenuItem,
  SortAscIcon,
  SortDescIcon,
} from '@progression/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

/** The sorts offered as buttons (spec section 2); the other categories are in More sorts. */
const mainSorts: readonly CollectionSortCategory[] = ['RARITY', 'NAME', 'TYPE', 'QUANTITY'];
const moreSorts: readonly CollectionSortCategory[] = [
  'LIMIT',
  'WEEK_ACQUIRED',
  'LEVEL',
  'ATTACK',
  'DEFENSE',
  'DEFAULT',
];

interface SortBarProps {
  sort: CollectionSort;
  onChange: (sort: CollectionSort) => void;
}

/** Sort by Rarity, Name, Type or Quantity, the rest in a menu, and the ascending/descending toggle. */
export function SortBar({ sort, onChange }: SortBarProps) {
  const labels = messages.collection.sortLabels;
  const choose = (category: CollectionSortCategory) => onChange({ ...sort, category });
  const descending = sort.direction === 'DESCENDING';
  const inMore = moreSorts.includes(sort.category);
  return (
    <Bar role="group" aria-label={messages.collection.sortBy}>
      {mainSorts.map((category) => (
        <Button
          key={category}
          size="small"
          variant={sort.category === category ? 'contained' : 'outlined'}
          aria-pressed={sort.category === category}
          onClick={() => choose(category)}
        >
          {labels[category]}
        </Button>
      ))}
      <Menu
        align="start"
        trigger={
          <Button
            size="small"
            variant={inMore ? 'contained' : 'outlined'}
            endIcon={<ChevronDownIcon size="1em" />}
          >
            {inMore ? labels[sort.category] : messages.collection.moreSorts}
          </Button>
        }
      >
        {moreSorts.map((category) => (
          <MenuItem
            key={category}
            onSelect={() => choose(category)}
            icon={sort.category === category ? <CheckIcon size="1em" /> : <span aria-hidden />}
          >
            {labels[category]}
          </MenuItem>
        ))}
      </Menu>
      <IconButton
        label={descending ? messages.collection.descending : messages.collection.ascending}
        showTooltip
        aria-pressed={descending}
        onClick={() => onChange({ ...sort, direction: descending ? 'ASCENDING' : 'DESCENDING' })}
      >
        {descending ? <SortDescIcon /> : <SortAscIcon />}
      </IconButton>
    </Bar>
  );
}

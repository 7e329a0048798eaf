import { useId } from 'react';
import styled from 'styled-components';
import type { CardSet } from '@progression/contracts';
import { Heading, Muted } from '@progression/ui';
import type { SetTypeGroup, SetYearGroup } from '../sets/group-sets';
import { SetOption } from './SetOption';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Options = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  padding: 0;
  list-style: none;
`;

interface SelectionProps {
  isSelected: (set: CardSet) => boolean;
  onToggle: (set: CardSet, selected: boolean) => void;
  onShowDetails?: (set: CardSet) => void;
}

function YearGroup({ year, isSelected, onToggle, onShowDetails }: SelectionProps & { year: SetYearGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={4} look={6} id={headingId}>
        {year.year}
      </Heading>
      <Options aria-labelledby={headingId}>
        {year.sets.map((set) => (
          <SetOption
            key={set.id}
            set={set}
            checked={isSelected(set)}
            onCheckedChange={(checked) => onToggle(set, checked)}
            onShowDetails={onShowDetails}
          />
        ))}
      </Options>
    </section>
  );
}

function TypeGroup({ group, ...selection }: SelectionProps & { group: SetTypeGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={3} look={5} id={headingId}>
        {group.label}
      </Heading>
      <Column>
        {group.years.map((year) => (
          <YearGroup key={year.year} year={year} {...selection} />
        ))}
      </Column>
    </section>
  );
}

export interface SetGroupsProps extends SelectionProps {
  groups: readonly SetTypeGroup[];
}

/** Sets grouped by type, then release year, each a checkbox. */
export function SetGroups({ groups, ...selection }: SetGroupsProps) {
  if (groups.length === 0) return <Muted>No sets match</Muted>;
  return (
    <Column>
      {groups.map((group) => (
        <TypeGroup key={group.type} group={group} {...selection} />
      ))}
    </Column>
  );
}

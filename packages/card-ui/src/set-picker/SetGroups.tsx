import { useId } from 'react';
import styled from 'styled-components';
import type { CardSet } from '@progression/contracts';
import { Heading, Muted } from '@progression/ui';
import type { SetTypeGroup, SetYearGroup } from '../sets/group-sets';
import { SetOption } from './SetOption';
import { cardsTexts } from '@progression/contracts/texts/cards';

const Column = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
`;

const TypeHeader = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding-bottom: ${({ theme }) => theme.spacing(1)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

// Years are a second level under the type: smaller and quieter, so the type headers lead the eye.
const YearHeading = styled(Heading)`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  letter-spacing: 0.04em;
`;

const Options = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.spacing(0.5, 4)};
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
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
      <YearHeading level={4} look={6} id={headingId}>
        {year.year}
      </YearHeading>
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

function setCount(group: SetTypeGroup): string {
  const count = group.years.reduce((sum, year) => sum + year.sets.length, 0);
  return count === 1 ? '1 set' : `${count} sets`;
}

function TypeGroup({ group, ...selection }: SelectionProps & { group: SetTypeGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <TypeHeader>
        <Heading level={3} look={5} id={headingId}>
          {group.label}
        </Heading>
        <Muted as="span">{setCount(group)}</Muted>
      </TypeHeader>
      <Column $gap={4}>
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
  if (groups.length === 0) return <Muted>{cardsTexts.noSetsMatch}</Muted>;
  return (
    <Column $gap={8}>
      {groups.map((group) => (
        <TypeGroup key={group.type} group={group} {...selection} />
      ))}
    </Column>
  );
}

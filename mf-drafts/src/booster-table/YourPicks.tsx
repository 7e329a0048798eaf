import { messages, type SetCard } from '@progression/contracts';
import { Muted, Section } from '@progression/ui';
import { DraftedCards } from '../draft-page/DraftedCards';
import { picksByType } from './table-groups';

/** The player's picks so far, grouped by card type (monsters, spells, traps...), each with its count. */
export function YourPicks({ picks }: { picks: readonly SetCard[] }) {
  const groups = picksByType(picks);
  return (
    <Section title={messages.boosterDraft.yourPicks(picks.length)}>
      {groups.length === 0 && <Muted>{messages.boosterDraft.noPicksYet}</Muted>}
      {groups.map((group) => (
        <Section
          key={group.key}
          title={messages.boosterDraft.counted(group.label, group.cards.length)}
          level={3}
        >
          <DraftedCards cards={group.cards} label={group.label} />
        </Section>
      ))}
    </Section>
  );
}

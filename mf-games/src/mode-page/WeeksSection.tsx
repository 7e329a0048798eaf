import { Button, PlusIcon, Section, Stack } from '@progression/ui';
import { addWeek } from './mode-edits';
import type { ModeSectionProps } from './section-props';
import { WeekCard } from './WeekCard';
import { gamesTexts } from '@progression/contracts/texts/games';

/** The mode's weeks, each with the sets of its pools. */
export function WeeksSection({ mode, editing, onChange }: ModeSectionProps) {
  return (
    <Section
      title={gamesTexts.weeks}
      actions={
        editing && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PlusIcon />}
            onClick={() => onChange(addWeek(mode))}
          >
            {gamesTexts.addWeek}
          </Button>
        )
      }
    >
      <Stack $gap={4}>
        {mode.weeks.map((week) => (
          <WeekCard key={week.week} mode={mode} week={week} editing={editing} onChange={onChange} />
        ))}
      </Stack>
    </Section>
  );
}

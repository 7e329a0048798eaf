import { labels, messages, type ProgressionMode } from '@progression/contracts';
import { renderWithTheme } from '@progression/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DraftStepsSection } from './DraftStepsSection';

const text = messages.boosterDraft;

const mode = {
  id: 'mode-1',
  name: 'Cube league',
  ownerId: 'user-1',
  created: '2026-01-01T00:00:00.000Z',
  version: 1,
  cardPools: [{ name: 'Standard', type: 'STANDARD' }],
  weeks: [{ week: 1, weekSets: [{ pool: 'Standard', sets: [] }] }],
  draftConfig: {
    steps: [{ numPacks: 3, pool: 'Standard', draftBehaviour: 'BOOSTER_DRAFT', rarityDistribution: 'FIXED' }],
  },
  banlistConfig: {
    banlistTemplate: 'TCG',
    banlistBehaviour: 'FULL',
    banlistSelectionBehaviour: 'LATEST_PACK',
  },
} as unknown as ProgressionMode;

/** The section over a mode it keeps, handing each change to `seen`. */
function Editor({ editing, seen }: { editing: boolean; seen: ProgressionMode[] }) {
  const [current, setCurrent] = useState(mode);
  return (
    <DraftStepsSection
      mode={current}
      editing={editing}
      onChange={(next) => {
        seen.push(next);
        setCurrent(next);
      }}
    />
  );
}

const lastStep = (seen: ProgressionMode[]) => seen[seen.length - 1].draftConfig.steps[0];

describe('a booster draft step on the mode page', () => {
  it('edits the packs per player, the pick deadline in a unit, and the minimum seats', () => {
    const seen: ProgressionMode[] = [];
    renderWithTheme(<Editor editing seen={seen} />);
    expect(screen.getByRole('spinbutton', { name: text.packsPerPlayer })).toBeTruthy();
    const deadline = screen.getByRole('spinbutton', { name: text.pickDeadline }) as HTMLInputElement;
    // A step without a deadline shows the default, a day, in hours.
    expect(deadline.value).toBe('24');
    expect(screen.getByText(text.pickTime(86_400))).toBeTruthy();

    fireEvent.change(deadline, { target: { value: '2' } });
    expect(lastStep(seen).pickSeconds).toBe(7200);
    expect(screen.getByText(text.pickTime(7200))).toBeTruthy();

    fireEvent.change(deadline, { target: { value: '49' } });
    expect(lastStep(seen).pickSeconds).toBe(49 * 3600);
    expect(screen.getByText(text.pickSecondsOutOfRange)).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: text.minimumSeats }), { target: { value: '4' } });
    expect(lastStep(seen).minimumSeats).toBe(4);
  });

  it('reads the step with its label and its table in words, never the raw name', () => {
    renderWithTheme(<Editor editing={false} seen={[]} />);
    const table = screen.getByRole('table', { name: 'Draft steps' });
    expect(within(table).getByText(labels.draftBehaviour.BOOSTER_DRAFT)).toBeTruthy();
    expect(within(table).getByText(text.tableSettings(text.pickTime(86_400), 8))).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/BOOSTER_DRAFT/);
  });
});

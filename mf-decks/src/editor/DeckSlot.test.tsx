import { DndContext } from '@dnd-kit/core';
import { longPressMs } from '@progression/card-ui';
import { renderWithTheme } from '@progression/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { card } from '../test-support/fixtures';
import { DeckSlot } from './DeckSlot';
import { useDeckSensors } from './drag-and-drop';

const magician = card('c1', 'Dark Magician');

/** The editor's drag and drop around one slot. */
function Dnd({ children }: { children: ReactNode }) {
  return <DndContext sensors={useDeckSensors()}>{children}</DndContext>;
}

function renderSlot() {
  const onRemove = jest.fn();
  const onShow = jest.fn();
  renderWithTheme(
    <Dnd>
      <ol>
        <li>
          <DeckSlot
            card={magician}
            zone="MAIN_DECK"
            copy={0}
            isNew={false}
            onRemove={onRemove}
            onShow={onShow}
          />
        </li>
      </ol>
    </Dnd>,
  );
  return { onRemove, onShow, slot: screen.getByRole('button', { name: /^Dark Magician in the deck/ }) };
}

const rest = () => act(() => new Promise((wait) => setTimeout(wait, longPressMs + 50)));

describe('a deck slot', () => {
  it("removes one copy on a finger's long press, as a right-click does, without opening the preview", async () => {
    const user = userEvent.setup();
    const { slot, onRemove } = renderSlot();
    await user.pointer({ keys: '[TouchA>]', target: slot });
    await rest();
    // The context menu a phone shows for the same press, and the click on release, do nothing more.
    fireEvent.contextMenu(slot);
    await user.pointer({ keys: '[/TouchA]', target: slot });
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('card-preview')).toBeNull();
  });

  it('removes one copy once when the browser reports the long press before the delay is over', async () => {
    const user = userEvent.setup();
    const { slot, onRemove } = renderSlot();
    await user.pointer({ keys: '[TouchA>]', target: slot });
    fireEvent.contextMenu(slot);
    await rest();
    await user.pointer({ keys: '[/TouchA]', target: slot });
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("previews the card on a finger's tap and removes nothing", async () => {
    const user = userEvent.setup();
    const { slot, onRemove, onShow } = renderSlot();
    await user.pointer({ keys: '[TouchA]', target: slot });
    expect(await screen.findByTestId('card-preview')).toBeTruthy();
    expect(onShow).toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('removes one copy on a right-click and on Delete', async () => {
    const user = userEvent.setup();
    const { slot, onRemove } = renderSlot();
    await user.pointer({ keys: '[MouseRight]', target: slot });
    expect(onRemove).toHaveBeenCalledTimes(1);
    slot.focus();
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });
});

import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterOwnHandlers, useFocusKept } from './stand-in';

function Swapped({ arrived }: { arrived: boolean }) {
  const keep = useFocusKept();
  // A different element type in each state, as a stand-in and the part it waits for are.
  return arrived ? (
    <span>
      <button ref={keep}>Arrived</button>
    </span>
  ) : (
    <button ref={keep}>Stand-in</button>
  );
}

describe('stand-ins', () => {
  it('keep the focus when the part draws the element anew, and take none that was elsewhere', () => {
    const { rerender } = render(
      <>
        <Swapped arrived={false} />
        <button>Elsewhere</button>
      </>,
    );
    screen.getByRole('button', { name: 'Stand-in' }).focus();
    rerender(
      <>
        <Swapped arrived />
        <button>Elsewhere</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Arrived' })).toHaveFocus();

    rerender(
      <>
        <Swapped arrived={false} />
        <button>Elsewhere</button>
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        <Swapped arrived />
        <button>Elsewhere</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it("run the element's own handler first, and not theirs when it prevented the default", () => {
    const calls: string[] = [];
    const own = (
      <button
        onClick={(event) => {
          calls.push('own');
          if (calls.length > 1) event.preventDefault();
        }}
      >
        Trigger
      </button>
    );
    const handlers = afterOwnHandlers(own, { onClick: () => calls.push('stand-in') });
    render(<button onClick={handlers.onClick}>Trigger</button>);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(calls).toEqual(['own', 'stand-in', 'own']);
  });
});

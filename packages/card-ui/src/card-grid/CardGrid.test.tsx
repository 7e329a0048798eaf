import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { CardGrid } from './CardGrid';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => `card ${index + 1}`);

function renderGrid(items: string[], width?: number) {
  return renderWithTheme(
    <CardGrid
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      label="Cards"
      width={width}
    />,
  );
}

describe('CardGrid', () => {
  it.each([
    [700, 4],
    [1100, 6],
    [1300, 7],
    [1900, 8],
    [2400, 10],
    [2900, 12],
    [3500, 14],
    [5000, 16],
  ])('lays out %i px wide in %i columns', (width, columns) => {
    renderGrid(numbers(3), width);
    const grid = screen.getByRole('list', { name: 'Cards' });
    expect(grid.getAttribute('data-columns')).toBe(String(columns));
  });

  it('renders the first 100 cards of a long list, then 52 more on "Show more"', () => {
    renderGrid(numbers(250), 1100);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 250')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(152);
  });

  it('renders a short list whole, without "Show more"', () => {
    renderGrid(numbers(40), 1100);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('starts from the first page again when the list changes', () => {
    const view = renderGrid(numbers(250), 1100);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    view.rerender(
      <CardGrid
        items={numbers(300)}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        label="Cards"
        width={1100}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
  });

  it('measures its own width when given none, and draws each card once on mount', () => {
    // jsdom lays nothing out: every element is 1100 px wide here (the prototype's own getter is Element's).
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1100 });
    try {
      const drawn: string[] = [];
      renderWithTheme(
        <CardGrid
          items={numbers(3)}
          getKey={(item) => item}
          renderItem={(item) => {
            drawn.push(item);
            return <span>{item}</span>;
          }}
          label="Cards"
        />,
      );
      expect(screen.getByRole('list', { name: 'Cards' }).getAttribute('data-columns')).toBe('6');
      expect(drawn).toEqual(numbers(3));
    } finally {
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });

  it('watches for the end of a long list also when it measures its own width', () => {
    const observed: Element[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithTheme(
        <CardGrid
          items={numbers(250)}
          getKey={(item) => item}
          renderItem={(item) => <span>{item}</span>}
          label="Cards"
        />,
      );
      expect(screen.getAllByRole('listitem')).toHaveLength(100);
      expect(observed).toContain(screen.getByText('Showing 100 of 250').parentElement);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});

import { screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { Component, type ComponentType, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('shows a spinner while the page loads, then the page with its props', async () => {
    type Props = { name: string };
    let resolve!: (page: ComponentType<Props>) => void;
    const Page = lazyPage(() => new Promise<ComponentType<Props>>((done) => (resolve = done)));
    renderWithTheme(<Page name="Duelist League" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
    resolve(({ name }: Props) => <h1>{name}</h1>);
    expect(await screen.findByRole('heading', { name: 'Duelist League' })).toBeTruthy();
  });
});

describe('lazyPage, loaded once', () => {
  it('shows the page as soon as its code is in, not held back behind a fallback', async () => {
    const Page = lazyPage(async () => () => <h1>Banlist</h1>);
    renderWithTheme(<Page />);
    // React reveals a Suspense boundary that showed its fallback only 300 ms later.
    expect(await screen.findByRole('heading', { name: 'Banlist' }, { timeout: 250 })).toBeTruthy();
  });

  it('shows a page again without its spinner once its code is in', async () => {
    const Page = lazyPage(async () => () => <h1>Matches</h1>);
    const first = renderWithTheme(<Page />);
    expect(await screen.findByRole('heading', { name: 'Matches' })).toBeTruthy();
    first.unmount();
    renderWithTheme(<Page />);
    // No spinner in between: the page's code was loaded by the first visit.
    expect(screen.getByRole('heading', { name: 'Matches' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("hands a load's failure to the error boundary, and loads again on the next visit", async () => {
    let calls = 0;
    const Page = lazyPage(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return () => <h1>Scores</h1>;
    });
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      override state: { error?: Error } = {};
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      override render() {
        return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
      }
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const first = renderWithTheme(
        <Boundary>
          <Page />
        </Boundary>,
      );
      expect((await screen.findByRole('alert')).textContent).toBe('offline');
      first.unmount();
    } finally {
      quiet.mockRestore();
    }
    renderWithTheme(<Page />);
    expect(await screen.findByRole('heading', { name: 'Scores' })).toBeTruthy();
  });
});

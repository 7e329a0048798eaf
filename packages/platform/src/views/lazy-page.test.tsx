import { screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import type { ComponentType } from 'react';
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

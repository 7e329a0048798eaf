import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Table, type TableColumn } from './Table';

interface Mode {
  id: string;
  name: string;
  weeks: number;
}

const modes: Mode[] = Array.from({ length: 12 }, (_, index) => ({
  id: `m${index + 1}`,
  name: `Mode ${index + 1}`,
  weeks: index + 1,
}));

const columns: TableColumn<Mode>[] = [
  { id: 'name', header: 'Name', cell: (mode) => mode.name },
  { id: 'weeks', header: 'Weeks', cell: (mode) => mode.weeks, align: 'right' },
];

const bodyRowNames = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Table', () => {
  it('shows 5 rows a page and pages forward and back', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Table columns={columns} rows={modes} rowKey={(mode) => mode.id} pageSize={5} caption="Modes" />,
    );
    expect(screen.getByRole('table', { name: 'Modes' })).toBeInTheDocument();
    expect(bodyRowNames()).toEqual(['Mode 1', 'Mode 2', 'Mode 3', 'Mode 4', 'Mode 5']);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRowNames()).toEqual(['Mode 11', 'Mode 12']);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(bodyRowNames()).toEqual(['Mode 6', 'Mode 7', 'Mode 8', 'Mode 9', 'Mode 10']);
  });

  it('shows every row and no paging without a page size', () => {
    renderWithTheme(<Table columns={columns} rows={modes} rowKey={(mode) => mode.id} />);
    expect(bodyRowNames()).toHaveLength(12);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lets a row be chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithTheme(
      <Table
        columns={columns}
        rows={modes.slice(0, 3)}
        rowKey={(mode) => mode.id}
        onRowClick={(mode) => chosen.push(mode.id)}
      />,
    );
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['m2']);
  });

  it('says so when there are no rows', () => {
    renderWithTheme(
      <Table columns={columns} rows={[]} rowKey={(mode) => mode.id} emptyText="No modes yet" />,
    );
    expect(screen.getByText('No modes yet')).toBeInTheDocument();
  });
});

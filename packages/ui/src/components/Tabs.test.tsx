import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Scores() {
  return (
    <Tabs defaultValue="current">
      <TabList aria-label="Scores">
        <Tab value="current">Current Scores</Tab>
        <Tab value="progress">In Progress</Tab>
        <Tab value="leg-1">Leg 1</Tab>
      </TabList>
      <TabPanel value="current">Total table</TabPanel>
      <TabPanel value="progress">Leg in progress table</TabPanel>
      <TabPanel value="leg-1">Leg 1 table</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches tab with the arrow keys and shows its panel', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Scores />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Total table');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Current Scores' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Leg in progress table');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Leg 1' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Leg 1' })).toHaveTextContent('Leg 1 table');
  });
});

import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Stepper, type Step } from './Stepper';

const steps: Step[] = [
  { label: 'Start', state: 'done' },
  { label: 'Stage 1', state: 'done' },
  { label: 'Stage 2', state: 'active' },
  { label: 'Finish', state: 'pending' },
];

describe('Stepper', () => {
  it('lets only done steps be clicked', async () => {
    const user = userEvent.setup();
    const clicked: number[] = [];
    renderWithTheme(
      <Stepper steps={steps} onStepClick={(index) => clicked.push(index)} label="Draft stages" />,
    );

    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Start, completed', 'Stage 1, completed']);
    await user.click(screen.getByText('Stage 2'));
    await user.click(screen.getByText('Finish'));
    await user.click(screen.getByRole('button', { name: /Stage 1/ }));
    expect(clicked).toEqual([1]);
  });

  it('marks the active step as the current one', () => {
    renderWithTheme(<Stepper steps={steps} label="Draft stages" />);
    const list = screen.getByRole('list', { name: 'Draft stages' });
    const current = list.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Stage 2');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

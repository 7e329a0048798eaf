import { act, render, screen } from '@testing-library/react';
import { flash, remainingTime } from './flash';
import { useFlashMessages } from './hooks';

function Messages() {
  const messages = useFlashMessages();
  return (
    <ul>
      {messages.map((message) => (
        <li key={message.id}>{message.message}</li>
      ))}
    </ul>
  );
}

describe('flash messages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    flash.clear();
    jest.useRealTimers();
  });

  it('shows a message for 5000 ms', () => {
    render(<Messages />);
    act(() => void flash.success('Match updated'));
    expect(screen.getByText('Match updated')).toBeTruthy();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Match updated')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Match updated')).toBeNull();
  });

  it('restarts the timer of an identical message instead of showing it twice', () => {
    render(<Messages />);
    act(() => void flash.error('There was an error'));
    act(() => jest.advanceTimersByTime(3000));
    act(() => void flash.error('There was an error'));
    expect(screen.getAllByText('There was an error')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText('There was an error')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('There was an error')).toBeNull();
  });

  it('keeps different messages apart and closes one on request', () => {
    const first = flash.info('First');
    flash.info('Second');
    flash.close(first.id);
    expect(flash.get().map((message) => message.message)).toEqual(['Second']);
  });

  it('reports the time left for the progress bar', () => {
    const shown = flash.info('Counting');
    expect(remainingTime(shown, shown.shownAt + 1200)).toBe(3800);
    expect(remainingTime(shown, shown.shownAt + 9000)).toBe(0);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@progression/contracts';
import { renderWithTheme } from '@progression/ui/testing';
import { CardTile, CardTileButton } from '../card-tile/CardTile';
import { makeCard } from '../test-support/fixtures';
import { cardPreviewText } from './card-facts';
import { longPressMs } from './useLongPress';

const card = { ...makeCard('c1', 'Dark Magician'), description: 'The ultimate wizard.', smallImageUrl: '' };

function renderTile(onClick = jest.fn()) {
  renderWithTheme(
    <>
      <CardTile card={card} facts={{ rarity: 'ULTRA_RARE', owned: 2, limit: 1 }}>
        <CardTileButton type="button" aria-label="Dark Magician, 2 owned" onClick={onClick} />
      </CardTile>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onClick, tile: screen.getByRole('button', { name: 'Dark Magician, 2 owned' }) };
}

describe('CardPreview', () => {
  it('shows the whole card on keyboard focus, described to assistive technology, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { tile } = renderTile();
    await user.tab();
    expect(document.activeElement).toBe(tile);
    const preview = await screen.findByTestId('card-preview');
    // The picture (drawn: the card has no image), its name, stats, facts and text.
    expect(preview.textContent).toContain('Dark Magician');
    expect(preview.textContent).toContain(messages.cards.owned(2));
    expect(preview.textContent).toContain(messages.banlists.limited);
    expect(preview.textContent).toContain('The ultimate wizard.');
    const description = screen.getByRole('tooltip');
    expect(tile.getAttribute('aria-describedby')).toBe(description.id);
    expect(description.textContent).toBe(cardPreviewText(card, { rarity: 'ULTRA_RARE', owned: 2, limit: 1 }));
    // The focus stays on the card: nothing is trapped, and the card itself stays in view.
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('card-preview')).toBeNull();
    expect(document.activeElement).toBe(tile);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('shows on hover, and a press elsewhere closes it', async () => {
    const user = userEvent.setup();
    const { tile } = renderTile();
    await user.hover(tile);
    expect(await screen.findByTestId('card-preview')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByTestId('card-preview')).toBeNull());
  });

  it('opens on a long press of a finger without choosing the card; a tap still chooses it', async () => {
    const user = userEvent.setup();
    const { tile, onClick } = renderTile();
    await user.pointer({ keys: '[TouchA>]', target: tile });
    await act(() => new Promise((wait) => setTimeout(wait, longPressMs + 50)));
    expect(screen.getByTestId('card-preview')).toBeTruthy();
    await user.pointer({ keys: '[/TouchA]', target: tile });
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByTestId('card-preview')).toBeTruthy();

    await user.pointer({ keys: '[TouchA]', target: tile });
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('cardPreviewText', () => {
  it('reads the name, game data, facts and text in order, leaving out what is not known', () => {
    expect(cardPreviewText(card, { isNew: true, owned: 1, limit: 'unlimited' })).toBe(
      `Dark Magician. ${cardPreviewText(card).split('. ')[1]}. New. Owned 1. Unlimited. The ultimate wizard.`,
    );
    expect(cardPreviewText({ ...card, yugiohMetaData: null, description: '' })).toBe('Dark Magician');
  });
});

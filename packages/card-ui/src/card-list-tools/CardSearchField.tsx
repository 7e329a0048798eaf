import { useCallback, useEffect, useRef, useState } from 'react';
import { maxSearchTextLength, messages, timings } from '@progression/contracts';
import { TextField } from '@progression/ui';

export interface CardSearchFieldProps {
  /** The search applied now (e.g. from the URL): a change from elsewhere, like Clear filters, shows here. */
  value: string;
  /** Called with the text once typing pauses (and at once on Enter). */
  onSearch: (text: string) => void;
  /** Enter pressed: the deck editor adds the first match. Called after the text is searched. */
  onEnter?: (text: string) => void;
  label?: string;
  /** A hint under the field, e.g. what Enter does. */
  hint?: string;
  className?: string;
}

/**
 * The search above a card list: filters by name and text as the player types (once typing pauses for
 * 200 ms); the filter menu holds the rest. Escape clears it.
 */
export function CardSearchField({
  value,
  onSearch,
  onEnter,
  label = messages.cards.search,
  hint,
  className,
}: CardSearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latestSearch = useRef(onSearch);
  latestSearch.current = onSearch;

  // Only a change made elsewhere replaces what is typed (an applied search of ours is already shown).
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = useCallback((next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    latestSearch.current(next);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => send(text), timings.cardSearchDebounce);
    return () => clearTimeout(timer);
  }, [text, send]);

  return (
    <TextField
      className={className}
      label={label}
      type="search"
      placeholder={messages.cards.searchPlaceholder}
      helperText={hint}
      value={text}
      maxLength={maxSearchTextLength}
      autoComplete="off"
      fullWidth
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send(text);
          onEnter?.(text);
        } else if (event.key === 'Escape' && text) {
          event.preventDefault();
          setText('');
          send('');
        }
      }}
    />
  );
}

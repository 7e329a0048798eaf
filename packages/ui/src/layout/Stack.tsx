import styled from 'styled-components';

export interface StackProps {
  /** `row` lays children side by side, `column` (default) one under another. */
  $direction?: 'row' | 'column';
  /** Gap in spacing units (4 px each). */
  $gap?: number;
  $align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  $justify?: 'start' | 'center' | 'end' | 'space-between' | 'space-around';
  $wrap?: boolean;
}

const flexValue = (value: string) => (value === 'start' || value === 'end' ? `flex-${value}` : value);

/** Lays children out in a row or a column with an even gap: `<Stack $direction="row" $gap={2}>`. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ theme, $gap = 2 }) => theme.spacing($gap)};
  align-items: ${({ $align = 'stretch' }) => flexValue($align)};
  justify-content: ${({ $justify = 'start' }) => flexValue($justify)};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

/** Takes the free space in a row Stack (pushes what follows to the end). */
export const Spacer = styled.span`
  flex: 1;
`;

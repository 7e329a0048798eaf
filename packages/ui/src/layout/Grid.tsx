import styled, { css } from 'styled-components';
import { breakpoints, type Breakpoint } from '../theme/tokens';

type Columns = number | Partial<Record<Breakpoint, number>>;

export interface GridProps {
  /** A fixed count, or counts from a breakpoint up: `{ xs: 1, md: 2, lg: 3 }`. */
  $columns?: Columns;
  /** Instead of columns: as many columns as fit, each at least this wide (px). */
  $minItemWidth?: number;
  /** Gap in spacing units (4 px each). */
  $gap?: number;
}

const template = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** A CSS grid of equal columns, responsive by breakpoint or by minimum item width. */
export const Grid = styled.div<GridProps>`
  display: grid;
  gap: ${({ theme, $gap = 4 }) => theme.spacing($gap)};
  ${({ $columns = 1, $minItemWidth }) => {
    if ($minItemWidth)
      return css`
        grid-template-columns: repeat(auto-fill, minmax(${$minItemWidth}px, 1fr));
      `;
    if (typeof $columns === 'number')
      return css`
        grid-template-columns: ${template($columns)};
      `;
    return (Object.keys(breakpoints) as Breakpoint[])
      .filter((key) => $columns[key] !== undefined)
      .map(
        (key) => css`
          @media (min-width: ${breakpoints[key]}px) {
            grid-template-columns: ${template($columns[key] as number)};
          }
        `,
      );
  }}
`;

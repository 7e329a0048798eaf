import { css } from 'styled-components';

/** The visible keyboard focus ring every interactive element shows. */
export const focusRing = css`
  outline: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focusRing};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

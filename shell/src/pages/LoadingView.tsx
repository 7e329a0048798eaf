import { Spinner } from '../first-render-ui';
import styled from 'styled-components';
import { shellTexts } from '@progression/contracts/texts/shell';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

/** Shown while a page's code is on its way. */
export function LoadingView() {
  return (
    <Centered>
      <Spinner size={40} label={shellTexts.loading} />
    </Centered>
  );
}

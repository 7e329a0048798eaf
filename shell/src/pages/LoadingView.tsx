import { Spinner } from '../first-render-ui';
import styled from 'styled-components';
import { texts } from '@progression/contracts';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

/** Shown while a page's code is on its way. */
export function LoadingView() {
  return (
    <Centered>
      <Spinner size={40} label={texts.shell.loading} />
    </Centered>
  );
}

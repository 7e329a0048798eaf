import { CheckCircleIcon, ErrorIcon, Spinner } from '@progression/ui';
import styled from 'styled-components';
import type { InviteCodeValidity } from './useInviteCodeValidity';
import { texts } from '@progression/contracts';

const Mark = styled.span<{ $tone: 'success' | 'error' }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => theme.palette[$tone].main};
`;

/** The live validity mark at the end of the invite-code field. */
export function InviteCodeIndicator({ validity }: { validity: InviteCodeValidity }) {
  if (validity === 'loading') return <Spinner size={18} label={texts.games.checkingTheInviteCode} />;
  if (validity === 'success')
    return (
      <Mark $tone="success" role="img" aria-label={texts.games.inviteCodeFound}>
        <CheckCircleIcon size={20} />
      </Mark>
    );
  if (validity === 'error')
    return (
      <Mark $tone="error" role="img" aria-label={texts.games.noGameHasThisInvite}>
        <ErrorIcon size={20} />
      </Mark>
    );
  return null;
}

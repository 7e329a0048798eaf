import { CheckCircleIcon, ErrorIcon, Spinner } from '@progression/ui';
import styled from 'styled-components';
import type { InviteCodeValidity } from './useInviteCodeValidity';
import { gamesTexts } from '@progression/contracts/texts/games';

const Mark = styled.span<{ $tone: 'success' | 'error' }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => theme.palette[$tone].main};
`;

/** The live validity mark at the end of the invite-code field. */
export function InviteCodeIndicator({ validity }: { validity: InviteCodeValidity }) {
  if (validity === 'loading') return <Spinner size={18} label={gamesTexts.checkingTheInviteCode} />;
  if (validity === 'success')
    return (
      <Mark $tone="success" role="img" aria-label={gamesTexts.inviteCodeFound}>
        <CheckCircleIcon size={20} />
      </Mark>
    );
  if (validity === 'error')
    return (
      <Mark $tone="error" role="img" aria-label={gamesTexts.noGameHasThisInvite}>
        <ErrorIcon size={20} />
      </Mark>
    );
  return null;
}

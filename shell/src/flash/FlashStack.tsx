import { flash, useRemainingTime, type FlashMessage } from '@progression/platform';
import { Alert, LinearProgress } from '@progression/ui';
import styled, { keyframes } from 'styled-components';
import { shellTexts } from '@progression/contracts/texts/shell';

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.spacing(2)};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: min(560px, calc(100vw - 32px));
`;

// Fully visible for most of its life, then fades out over the last tenth.
const fadeOut = keyframes`
  0%, 90% { opacity: 1; }
  100% { opacity: 0; }
`;

const Fading = styled.div<{ $lifetime: number }>`
  animation: ${fadeOut} ${({ $lifetime }) => $lifetime}ms linear forwards;
`;

function Message({ message }: { message: FlashMessage }) {
  const remaining = useRemainingTime(message);
  return (
    // Keyed by shownAt: a repeated message restarts its fade with its timer.
    <Fading key={message.shownAt} $lifetime={message.lifetime}>
      <Alert
        severity={message.type}
        onClose={() => flash.close(message.id)}
        footer={
          <LinearProgress
            value={(remaining / message.lifetime) * 100}
            color={message.type}
            label={shellTexts.timeBeforeThisMessageCloses}
          />
        }
      >
        {message.message}
      </Alert>
    </Fading>
  );
}

/** The flash messages shown now, at the top of the page. */
export default function FlashStack({ messages }: { messages: readonly FlashMessage[] }) {
  return (
    <Stack>
      {messages.map((message) => (
        <Message key={message.id} message={message} />
      ))}
    </Stack>
  );
}

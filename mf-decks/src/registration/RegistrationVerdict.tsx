import { messages, type DeckRegistration } from '@progression/contracts';
import { Chip, Muted } from '@progression/ui';

/** Whether a registered copy was legal when registered, and why not. */
export function RegistrationVerdict({ registration }: { registration: DeckRegistration }) {
  const { deckRegistrations: text } = messages;
  return (
    <>
      <Chip
        size="small"
        color={registration.valid ? 'success' : 'error'}
        label={registration.valid ? text.legal : text.illegal}
      />
      {registration.reasons.length > 0 && (
        <ul aria-label={text.whyIllegal(registration.name)} style={{ margin: 0, paddingLeft: 18 }}>
          {registration.reasons.map((reason) => (
            <li key={reason}>
              <Muted as="span">{reason}</Muted>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

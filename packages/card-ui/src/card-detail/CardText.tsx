import styled from 'styled-components';
import { Text } from '@progression/ui';
import { splitIntoSentences } from '../card-text/sentences';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface CardTextProps {
  text: string;
  /** Flavour text of normal monsters is set in italics. */
  flavour?: boolean;
}

/** A card text with one sentence per line. */
export function CardText({ text, flavour = false }: CardTextProps) {
  return (
    <Lines>
      {splitIntoSentences(text).map((sentence, index) => (
        <Text key={index} size="sm" as="p" style={flavour ? { fontStyle: 'italic' } : undefined}>
          {sentence}
        </Text>
      ))}
    </Lines>
  );
}

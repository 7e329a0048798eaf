import { useState } from 'react';
import styled from 'styled-components';
import { setStack, type CardSet } from '@progression/contracts';

/** What a set stack needs of a set; drafts carry sets without an image address. */
export type StackedSet = Pick<CardSet, 'setCode' | 'setName'> & { imageUrl?: string };

// Each image behind the first is shifted by this share of the width, so the stack shows its depth.
const offsetShare = 0.12;

const Stack = styled.div<{ $width: number; $height: number }>`
  position: relative;
  flex: none;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
`;

const Layer = styled.div<{ $width: number; $height: number; $offset: number; $depth: number }>`
  position: absolute;
  top: ${({ $offset }) => $offset}px;
  left: ${({ $offset }) => $offset}px;
  z-index: ${({ $depth }) => $depth};
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const DrawnSet = styled.div<{ $width: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: 4px;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: inherit;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.palette.secondary.soft},
    ${({ theme }) => theme.palette.primary.soft}
  );
  color: ${({ theme }) => theme.palette.primary.onSoft};
  font-size: ${({ $width }) => Math.max(10, $width * 0.2)}px;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-align: center;
  word-break: break-all;
`;

function SetPicture({ set, width }: { set: StackedSet; width: number }) {
  const [failed, setFailed] = useState(false);
  if (!set.imageUrl || failed) return <DrawnSet $width={width}>{set.setCode}</DrawnSet>;
  return <img src={set.imageUrl} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

export interface SetStackProps {
  /** The sets to stack; the first is on top and at most three are drawn. */
  sets: readonly StackedSet[];
  /** Multiplies the 130 x 72 px base size. */
  scale?: number;
  className?: string;
}

/** Up to three set images stacked on each other, each drawn with its set code when its image cannot load. */
export function SetStack({ sets, scale = 1, className }: SetStackProps) {
  const width = setStack.base.width * scale;
  const height = setStack.base.height * scale;
  const shown = sets.slice(0, setStack.maxImages);
  const offset = width * offsetShare;
  const extent = offset * Math.max(0, shown.length - 1);
  const label = sets.map((set) => set.setName).join(', ');

  return (
    <Stack
      role="img"
      aria-label={label}
      className={className}
      $width={width + extent}
      $height={height + extent}
    >
      {shown.map((set, index) => (
        <Layer
          key={`${set.setCode}-${index}`}
          $width={width}
          $height={height}
          $offset={offset * (shown.length - 1 - index)}
          $depth={shown.length - index}
          aria-hidden
        >
          <SetPicture set={set} width={width} />
        </Layer>
      ))}
    </Stack>
  );
}

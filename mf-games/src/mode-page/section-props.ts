import type { ProgressionMode } from '@progression/contracts';

/** What every part of the mode page gets: the mode, whether it is being edited, and how to change it. */
export interface ModeSectionProps {
  mode: ProgressionMode;
  editing: boolean;
  onChange: (mode: ProgressionMode) => void;
}

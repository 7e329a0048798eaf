import type { ProgressListener } from './writer';

/** Share of an import's time each step takes (cards and printings are most of it). */
const stepWeights: Record<string, number> = {
  validating: 10,
  sets: 5,
  cards: 45,
  printings: 35,
  banlists: 5,
};
const totalWeight = Object.values(stepWeights).reduce((sum, weight) => sum + weight, 0);
const stepOrder = Object.keys(stepWeights);

/** How far the import running in this process has come, as readiness reports it. */
export class ImportProgress {
  private percent: number | undefined;

  /** Feed to the import's `onProgress`. */
  readonly listener: ProgressListener = (step, done, total) => {
    const index = stepOrder.indexOf(step);
    if (index < 0) return;
    const before = stepOrder.slice(0, index).reduce((sum, name) => sum + stepWeights[name], 0);
    const within = total > 0 ? (stepWeights[step] * done) / total : 0;
    this.percent = Math.min(99, Math.floor((100 * (before + within)) / totalWeight));
  };

  started(): void {
    this.percent = 0;
  }

  finished(): void {
    this.percent = undefined;
  }

  /** `importing 12%` while an import runs here, else undefined. */
  describe(): string | undefined {
    return this.percent === undefined ? undefined : `importing ${this.percent}%`;
  }
}

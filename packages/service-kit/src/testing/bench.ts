// The figures every bench prints: latency percentiles of a series of timed samples.

/** The p-th percentile (nearest rank) of samples in ms. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Prints one line: the label, p50, p95 and p99 in ms, and the number of samples. */
export function report(label: string, samples: readonly number[]): void {
  const at = (p: number) => percentile(samples, p).toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(58)} p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   (n=${samples.length})`,
  );
}

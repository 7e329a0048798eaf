// The figures every bench prints: latency percentiles of a series of timed samples.

/**
 * The p-th percentile (0-100) of samples, by nearest rank: the smallest sample that at least p% of the
 * samples are at or below (sorted[ceil(p/100 * n) - 1]), always one of the samples, never interpolated.
 * The one convention of every bench and test that prints or checks a percentile.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Prints one line: the label, p50, p95 and p99 in ms, and the number of samples. */
export function report(label: string, samples: readonly number[]): void {
  const at = (p: number) => percentile(samples, p).toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(58)} p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   (n=${samples.length})`,
  );
}

import type { ProgressListener } from './writer';

/**
 * A progress bar on a terminal (redrawn in place), or one line per finished step when stderr is not a
 * terminal (CI logs stay readable).
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): {
  update: ProgressListener;
  done(): void;
} {
  const width = 30;
  let current = '';
  const isTty = !!stream.isTTY;
  return {
    update(step, done, total) {
      if (isTty) {
        if (step !== current && current) stream.write('\n');
        const filled = total ? Math.round((done / total) * width) : width;
        const percent = total ? Math.floor((done / total) * 100) : 100;
        stream.write(
          `\r${step.padEnd(11)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${done}/${total}   `,
        );
      } else if (done === total) stream.write(`${step}: ${done}/${total}\n`);
      current = step;
    },
    done() {
      if (isTty && current) stream.write('\n');
    },
  };
}

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');

/** The serious and critical axe-core violations on the page, as `rule: targets`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  return violations;
}

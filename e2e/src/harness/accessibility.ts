import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');

/** The serious and critical axe-core violations on the page, as `rule: targets`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    // Only violations are read: axe then skips describing every node that passed (most of its time on a page
    // of cards).
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  return violations;
}

/**
 * Every axe-core violation of WCAG 2.1 A and AA on the page, and of the 24 px target size, whatever its
 * impact, as `rule: targets`. `within` (a CSS selector) checks only that part of the page, e.g. a dialog.
 */
export async function wcagViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (selector) => {
    interface AxeResults {
      violations: { id: string; nodes: { target: string[] }[] }[];
    }
    const axe = (
      window as unknown as {
        axe: { run: (context: Document | { include: string[] }, options: object) => Promise<AxeResults> };
      }
    ).axe;
    const results = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'target-size': { enabled: true } },
      // Only violations are read: axe then skips describing every node that passed.
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  }, within);
}

/**
 * Controls on the page smaller than 24 by 24 px (WCAG 2.2's minimum target, asked of every tap target
 * here), as `description widthxheight`. Links inside a sentence are exempt, as WCAG exempts them.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="menuitem"], [role="menuitemcheckbox"], [role="link"]',
    );
    return Array.from(controls)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || control.closest('[aria-hidden="true"]')) return false;
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || style.opacity === '0') return false;
        if (control.tagName === 'A' && style.display === 'inline') return false;
        return box.width < 23.5 || box.height < 23.5;
      })
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name =
          control.getAttribute('aria-label') ??
          (control.textContent?.trim() || control.getAttribute('name') || control.tagName.toLowerCase());
        return `${name} ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  });
}

/**
 * The page's heading, read from the DOM: every area renders its page's one h1 into the shell's content
 * area, whenever its data arrives, so the shell watches for it rather than asking each area for it.
 */

/** The first h1 in the content area, or null while the page has none (still loading). */
export function headingIn(content: HTMLElement): HTMLElement | null {
  return content.querySelector('h1');
}

/** The heading's text as a person reads it: its visible words on one line. */
export function headingText(heading: HTMLElement): string {
  return (heading.getAttribute('aria-label') ?? heading.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Moves the keyboard's focus to the heading, which becomes focusable by script only (not by Tab). */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Calls `onChange` with the content area's heading now and after every change of the content area (a page
 * mounting, its data arriving, a title renamed), at most once a frame.
 */
export function watchHeading(
  content: HTMLElement,
  onChange: (heading: HTMLElement | null) => void,
): () => void {
  let frame = 0;
  const report = () => {
    frame = 0;
    onChange(headingIn(content));
  };
  const observer = new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(report);
  });
  observer.observe(content, { childList: true, subtree: true, characterData: true });
  report();
  return () => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  };
}

/**
 * Keeps the keyboard on the page when the control it was on goes away (a button replaced by what it
 * started, a row removed): instead of falling to the top of the document, the focus moves to the first
 * control left in the nearest part of the page that is still there, else to the page's heading.
 */
export function keepFocusOnPage(content: HTMLElement): () => void {
  let ancestors: Element[] = [];
  const remember = (event: FocusEvent) => {
    const chain: Element[] = [];
    for (let node = event.target as Element | null; node && node !== document.body; node = node.parentElement)
      chain.push(node);
    ancestors = chain;
  };
  const recover = () => {
    const lost = ancestors[0];
    if (!lost || lost.isConnected) return;
    // Let the code that removed it (a dialog returning focus, a list moving it on) have its turn first.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const kept = ancestors.find((element) => element.isConnected && content.contains(element));
      const control = Array.from(kept?.querySelectorAll<HTMLElement>(focusable) ?? []).find(
        (element) => element.getClientRects().length > 0,
      );
      const target = control ?? headingIn(content);
      if (!target) return;
      if (target === control) target.focus();
      else focusHeading(target);
    });
  };
  const observer = new MutationObserver(recover);
  document.addEventListener('focusin', remember);
  observer.observe(content, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', remember);
    observer.disconnect();
  };
}

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex="0"]',
]
  .map((selector) => `${selector}:not([aria-hidden="true"] *)`)
  .join(', ');

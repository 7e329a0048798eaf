/**
 * The content area microfrontends mount into. It is created outside React so single-spa can mount an
 * application before (or while) the shell's layout renders; the layout attaches it where the content goes.
 */
export const contentElement: HTMLDivElement = document.createElement('div');
contentElement.dataset.microfrontendOutlet = '';

/** The element of one application, inside the content area (created on first use). */
export function elementFor(name: string): HTMLDivElement {
  const id = `microfrontend-${name}`;
  const existing = contentElement.querySelector<HTMLDivElement>(`#${id}`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  contentElement.appendChild(element);
  return element;
}

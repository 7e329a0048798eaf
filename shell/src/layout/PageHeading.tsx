import { useGames } from '@progression/api-client';
import { messages } from '@progression/contracts';
import { gameIdInPath, usePathname } from '@progression/platform';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { hasNavigatedInApp } from '../app/in-app-navigation';
import { focusHeading, headingText, keepFocusOnPage, watchHeading } from './page-focus';

/**
 * What the shell does with the page in its content area: names the browser tab after the page's heading
 * and its game ("Collection · Spring League · Progression"), moves the keyboard's focus to the heading
 * after every navigation (not on the page the browser opened, where the skip link comes first; a page
 * reached by logging in counts as a navigation), and keeps the focus on
 * the page when the control it was on goes away.
 */
export function PageHeading({ content }: { content: RefObject<HTMLElement | null> }) {
  const pathname = usePathname();
  const gameId = gameIdInPath(pathname);
  const games = useGames();
  const gameName = gameId ? games.data?.find((game) => game.id === gameId)?.name : undefined;
  const [heading, setHeading] = useState<{ element: HTMLElement | null; text: string }>({
    element: null,
    text: '',
  });
  // The heading of the page left behind, and where the focus was when the address changed.
  const pending = useRef<{ previous: HTMLElement | null } | null>(null);
  // The layout mounts on the page the browser opened, or after a login on the page it led to.
  const firstPath = useRef(hasNavigatedInApp() ? '' : pathname);

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const stopWatching = watchHeading(element, (found) =>
      setHeading({ element: found, text: found ? headingText(found) : '' }),
    );
    const stopKeeping = keepFocusOnPage(element);
    return () => {
      stopWatching();
      stopKeeping();
    };
  }, [content]);

  useEffect(() => {
    if (pathname === firstPath.current && !pending.current) return;
    firstPath.current = '';
    pending.current = { previous: content.current?.querySelector('h1') ?? null };
  }, [pathname, content]);

  useEffect(() => {
    const wanted = pending.current;
    const element = heading.element;
    if (!wanted || !element || !heading.text) return;
    const focus = () => {
      pending.current = null;
      // The user is typing in a field of the new page already: leave the focus where they put it.
      if (isTextEntry(document.activeElement) && element.closest('main')?.contains(document.activeElement))
        return;
      focusHeading(element);
    };
    if (element !== wanted.previous) return focus();
    // The same heading: either the page kept it (another tab of the same page) or the old page is still
    // leaving. Give the new page a moment to replace it.
    const timer = setTimeout(() => {
      if (element.isConnected) focus();
    }, 400);
    return () => clearTimeout(timer);
  }, [heading]);

  useEffect(() => {
    document.title = heading.text
      ? messages.shell.documentTitle(heading.text, gameName)
      : messages.shell.productName;
  }, [heading.text, gameName]);

  return null;
}

const isTextEntry = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit'].includes(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable);

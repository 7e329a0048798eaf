import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter } from './BrowserRouter';
import { Navigate, Route, Routes } from './index';

/** What an area renders: a page per path. */
function Pages() {
  return (
    <Routes>
      <Route path="/a" element={<p>page a</p>} />
      <Route path="/b" element={<p>page b</p>} />
      <Route path="/to-b" element={<Navigate to="/b" />} />
    </Routes>
  );
}

/** Moves the page's URL once, while the router is rendering and not yet listening (a render side effect on purpose). */
function MovesWhileRendering({ to }: { to: string }) {
  useState(() => window.history.pushState(null, '', to));
  return null;
}

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/a'));

  it('shows the page of the URL, and follows a change announced by popstate', () => {
    render(
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
    );
    expect(screen.getByText('page a')).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('page b')).toBeTruthy();
  });

  it('sees a navigation made after its first render and before it listens', () => {
    render(
      <BrowserRouter>
        <Pages />
        <MovesWhileRendering to="/b" />
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByText('page b')).toBeTruthy();
  });

  it('moves on with its own navigations', () => {
    window.history.replaceState(null, '', '/to-b');
    render(
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByText('page b')).toBeTruthy();
  });
});

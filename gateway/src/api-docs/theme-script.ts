/**
 * The page's one script: the theme chosen in the app (stored under `theme`, as the platform stores it)
 * wins over the system's, and the button switches it for the page and the app alike. Without the script
 * the page follows the system's colour scheme.
 */
export const themeScript = `(function () {
  var key = 'theme';
  var root = document.documentElement;
  function stored() {
    try { var value = localStorage.getItem(key); return value === 'light' || value === 'dark' ? value : null; }
    catch (error) { return null; }
  }
  function current() {
    return stored() || (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  }
  function apply(mode) {
    root.setAttribute('data-theme', mode);
    var button = document.getElementById('theme-toggle');
    if (button) {
      button.textContent = mode === 'dark' ? 'Light theme' : 'Dark theme';
      button.setAttribute('aria-label', mode === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme');
    }
  }
  apply(current());
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.getElementById('theme-toggle');
    if (!button) return;
    button.hidden = false;
    apply(current());
    button.addEventListener('click', function () {
      var next = current() === 'dark' ? 'light' : 'dark';
      try { localStorage.setItem(key, next); } catch (error) { /* the choice lasts for this page only */ }
      apply(next);
    });
  });
})();
`;

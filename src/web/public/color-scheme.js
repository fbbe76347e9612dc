/* global window, document */
// Runs before the first paint (a plain, blocking script: the CSP forbids inline ones). It reads the
// theme the app persisted under the "root" key so a dark-mode reload never flashes white.
(function () {
  var scheme = 'light';
  try {
    var saved = JSON.parse(window.localStorage.getItem('root') || 'null');
    if (saved && saved.state && saved.state.theme === 'dark') scheme = 'dark';
  } catch {
    // Unreadable storage: keep the default light scheme.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();

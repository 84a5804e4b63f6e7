/// The theme script: the saved theme, applied as the head is parsed so that a dark page is never painted light
/// first.
///
/// The only script a page does not defer, and in the page itself (its hash in the policy), so it is a few lines:
/// `site.js`, which owns the theme switch and keeps the same key, is deferred with the rest.
enum ThemeScript {
    static let source = """
        // Applies the theme saved by the site's switch (site.js) before the first paint.
        (function () {
          try {
            var theme = JSON.parse(window.localStorage.getItem('vclab:theme'));
            if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
          } catch (error) {
            // No storage, or nothing saved: the system's theme.
          }
        })();

        """
}

/// The mustache template of the whole page at `/`; the review card and the views come from their partials.
///
/// No inline script or style: the page's Content-Security-Policy is `default-src 'self'`.
enum PageTemplate {
    /// The page.
    static let page = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Offload</title>
        <link rel="stylesheet" href="/assets/app.css?v={{styleVersion}}">
        <script src="/assets/app.js?v={{scriptVersion}}" defer></script>
        </head>
        <body>
        <a class="skip" href="#views">Skip to your tasks</a>
        <header class="top">
          <h1>Offload</h1>
          <button type="button" id="help-button" aria-expanded="false" aria-controls="help" aria-keyshortcuts="?">Keys <kbd>?</kbd></button>
        </header>
        <main>
          <section class="capture" aria-labelledby="capture-heading">
            <h2 id="capture-heading" class="visually-hidden">Capture</h2>
            <form id="capture-form" autocomplete="off">
              <label for="capture-text">Capture a thought</label>
              <div class="field-row">
                <input id="capture-text" name="text" type="text" required aria-describedby="capture-hint" aria-keyshortcuts="/">
                <button type="submit">Save</button>
              </div>
              <p id="capture-hint" class="hint">Enter saves it. Organize later.</p>
            </form>
            <p id="notice" class="notice" role="status" aria-live="polite"></p>
          </section>
          <section class="review" aria-labelledby="review-heading">
            <div class="section-head">
              <h2 id="review-heading">Review</h2>
              <button type="button" id="organize" aria-keyshortcuts="o">Organize <kbd>o</kbd></button>
            </div>
            <div id="job" class="job" hidden>
              <label for="job-progress" id="job-status">Organizing…</label>
              <progress id="job-progress" max="1" value="0"></progress>
            </div>
            <div id="review-card">
        {{#review}}{{> review}}{{/review}}
            </div>
          </section>
          <section id="views" class="views" aria-labelledby="views-heading" tabindex="-1">
            <h2 id="views-heading" class="visually-hidden">Your tasks</h2>
            <div class="tabs" role="tablist" aria-label="Views">
              <button type="button" role="tab" id="tab-today" aria-controls="panel-today" aria-selected="true" aria-keyshortcuts="1">Today</button>
              <button type="button" role="tab" id="tab-inbox" aria-controls="panel-inbox" aria-selected="false" tabindex="-1" aria-keyshortcuts="2">Inbox</button>
              <button type="button" role="tab" id="tab-upcoming" aria-controls="panel-upcoming" aria-selected="false" tabindex="-1" aria-keyshortcuts="3">Upcoming</button>
            </div>
            <div class="panel" role="tabpanel" id="panel-today" aria-labelledby="tab-today" data-view="today">
        {{#today}}{{> today}}{{/today}}
            </div>
            <div class="panel" role="tabpanel" id="panel-inbox" aria-labelledby="tab-inbox" data-view="inbox" hidden>
        {{#inbox}}{{> inbox}}{{/inbox}}
            </div>
            <div class="panel" role="tabpanel" id="panel-upcoming" aria-labelledby="tab-upcoming" data-view="upcoming" hidden>
        {{#upcoming}}{{> upcoming}}{{/upcoming}}
            </div>
          </section>
          <section id="help" class="help" aria-labelledby="help-heading" tabindex="-1" hidden>
            <h2 id="help-heading">Keys</h2>
            <p>Keys work when the cursor is not in a text field; <kbd>Esc</kbd> leaves a field. The review keys work
            anywhere on the page, except <kbd>x</kbd>, which marks a task done while you are in the views.</p>
            <h3>Review</h3>
            <dl class="keys">
              <dt><kbd>a</kbd></dt><dd>accept the suggestion</dd>
              <dt><kbd>r</kbd></dt><dd>reject it: nothing is placed</dd>
              <dt><kbd>e</kbd></dt><dd>edit title, when, destination and items, then place it</dd>
              <dt><kbd>i</kbd> <kbd>n</kbd> <kbd>x</kbd></dt><dd>edit, add or remove items (opens the edit form)</dd>
              <dt><kbd>s</kbd></dt><dd>skip this capture for now</dd>
              <dt><kbd>u</kbd></dt><dd>undo the last action</dd>
              <dt><kbd>o</kbd></dt><dd>organize the captures saved so far</dd>
            </dl>
            <h3>Views</h3>
            <dl class="keys">
              <dt><kbd>1</kbd> <kbd>2</kbd> <kbd>3</kbd></dt><dd>Today, Inbox, Upcoming</dd>
              <dt><kbd>j</kbd> <kbd>k</kbd> or <kbd>↓</kbd> <kbd>↑</kbd></dt><dd>next or previous task</dd>
              <dt><kbd>x</kbd></dt><dd>mark the task done, or open again</dd>
              <dt><kbd>m</kbd></dt><dd>move it: today, tomorrow or a date</dd>
              <dt><kbd>J</kbd> <kbd>K</kbd></dt><dd>move it down or up in your order</dd>
            </dl>
            <h3>Anywhere</h3>
            <dl class="keys">
              <dt><kbd>/</kbd></dt><dd>capture a thought</dd>
              <dt><kbd>?</kbd></dt><dd>show or hide these keys</dd>
            </dl>
          </section>
        </main>
        </body>
        </html>
        """#
}

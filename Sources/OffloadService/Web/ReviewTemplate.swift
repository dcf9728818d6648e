/// The mustache partial of the review card, rendered into the page and alone at `GET /ui/review`.
enum ReviewTemplate {
    /// The card of one capture with its suggestions, or the empty state.
    static let review = #"""
        <div class="review-body" data-position="{{position}}" data-total="{{total}}">
        {{#card}}
        <article id="card" class="card" tabindex="-1" aria-labelledby="card-heading" data-capture="{{captureID}}">
          <h3 id="card-heading" class="card-heading">Capture {{number}} of {{count}}</h3>
          <blockquote class="raw" aria-label="Your capture">{{rawText}}</blockquote>
          <ol class="suggestions" aria-label="Suggestions">
        {{#suggestions}}
            <li class="suggestion" id="suggestion-{{id}}" tabindex="-1" data-id="{{id}}" aria-labelledby="title-{{id}}"{{#alreadyPlaced}} data-placed="true"{{/alreadyPlaced}}>
              <p class="meta"><span class="destination">{{destination}}</span>{{#destinationName}} <span class="destination-name">→ {{.}}</span>{{/destinationName}} <span class="confidence">{{confidence}}% sure</span></p>
              <h4 id="title-{{id}}" class="suggestion-title">{{title}}</h4>
              <dl class="fields">
                {{#due}}
                <div><dt>When</dt><dd><time datetime="{{dueISO}}">{{.}}</time></dd></div>
                {{/due}}
                {{#recurrence}}
                <div><dt>Repeats</dt><dd>{{.}}</dd></div>
                {{/recurrence}}
                {{#contact}}
                <div><dt>Contact</dt><dd>{{.}}</dd></div>
                {{/contact}}
                {{#priority}}
                <div><dt>Priority</dt><dd>{{.}}</dd></div>
                {{/priority}}
                {{#category}}
                <div><dt>Category</dt><dd>{{.}}</dd></div>
                {{/category}}
                {{#tags}}
                <div><dt>Tags</dt><dd>{{.}}</dd></div>
                {{/tags}}
              </dl>
              {{#hasItems}}
              <ol class="items" aria-label="Items">
                {{#items}}
                <li>{{.}}</li>
                {{/items}}
              </ol>
              {{/hasItems}}
              {{#why}}
              <p class="why"><span class="why-label">Why:</span> {{.}}</p>
              {{/why}}
              {{#alreadyPlaced}}
              <p class="placed">Already placed {{.}}. Accepting places it again.</p>
              {{/alreadyPlaced}}
              <div class="actions">
                <button type="button" data-action="accept" aria-keyshortcuts="a">Accept <kbd>a</kbd></button>
                <button type="button" data-action="reject" aria-keyshortcuts="r">Reject <kbd>r</kbd></button>
                <button type="button" data-action="edit" aria-keyshortcuts="e" aria-expanded="false" aria-controls="edit-{{id}}">Edit <kbd>e</kbd></button>
              </div>
              <form class="edit" id="edit-{{id}}" data-id="{{id}}" hidden>
                <fieldset>
                  <legend>Edit, then place</legend>
                  <label for="edit-{{id}}-title">Title</label>
                  <input id="edit-{{id}}-title" name="title" type="text" value="{{title}}" required>
                  <label for="edit-{{id}}-due">When</label>
                  <input id="edit-{{id}}-due" name="due" type="text" value="{{dueInput}}" aria-describedby="edit-{{id}}-due-hint">
                  <p id="edit-{{id}}-due-hint" class="hint">For example: tomorrow 5pm, next fri, 2026-12-01. Empty for none.</p>
                  <label for="edit-{{id}}-destination">Destination</label>
                  <input id="edit-{{id}}-destination" name="destination" type="text" value="{{destination}}" aria-describedby="edit-{{id}}-destination-hint">
                  <p id="edit-{{id}}-destination-hint" class="hint">task, list:NAME, plan:NAME, communication or note.</p>
                  <label for="edit-{{id}}-items">Items, one a line</label>
                  <textarea id="edit-{{id}}-items" name="items" rows="{{itemRows}}">{{itemsInput}}</textarea>
                  <div class="actions">
                    <button type="submit">Place</button>
                    <button type="button" data-action="cancel-edit">Cancel <kbd>Esc</kbd></button>
                  </div>
                </fieldset>
              </form>
            </li>
        {{/suggestions}}
          </ol>
          <div class="actions card-actions">
            <button type="button" data-action="skip" aria-keyshortcuts="s">Skip <kbd>s</kbd></button>
            <button type="button" data-action="undo" aria-keyshortcuts="u">Undo <kbd>u</kbd></button>
          </div>
        </article>
        {{/card}}
        {{^card}}
        <div id="card" class="card empty" tabindex="-1">
          <p class="empty-title">Nothing to review.</p>
          {{#pendingText}}
          <p>{{.}}</p>
          {{/pendingText}}
          <div class="actions card-actions">
            <button type="button" data-action="undo" aria-keyshortcuts="u">Undo <kbd>u</kbd></button>
          </div>
        </div>
        {{/card}}
        </div>
        """#
}

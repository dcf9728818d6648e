/// The mustache partials of the views (Today, Inbox, Upcoming) and of one task row.
///
/// Each is rendered into the page and alone at `GET /ui/today`, `/ui/inbox` and `/ui/upcoming`.
enum ViewTemplates {
    /// One task: a done checkbox labelled with its title, when it is due, and its move and order controls.
    static let task = #"""
        <li class="task{{#isDone}} done{{/isDone}}" id="task-{{view}}-{{id}}" tabindex="-1" data-id="{{id}}" data-status="{{status}}" aria-labelledby="label-{{view}}-{{id}}">
          <div class="task-main">
            <input type="checkbox" id="done-{{view}}-{{id}}" class="done-box"{{#isDone}} checked{{/isDone}} aria-keyshortcuts="x">
            <label for="done-{{view}}-{{id}}" id="label-{{view}}-{{id}}" class="task-title">{{title}}</label>
            {{#when}}
            <time class="when" datetime="{{dueISO}}">{{.}}</time>
            {{/when}}
            {{#state}}
            <span class="state">{{.}}</span>
            {{/state}}
            {{#isDone}}
            <span class="visually-hidden">(done)</span>
            {{/isDone}}
          </div>
          {{#details}}
          <p class="task-details">{{.}}</p>
          {{/details}}
          <div class="task-actions">
            <button type="button" class="order" data-action="up" aria-label="Up in your order" aria-keyshortcuts="Shift+K">↑</button>
            <button type="button" class="order" data-action="down" aria-label="Down in your order" aria-keyshortcuts="Shift+J">↓</button>
            <form class="move" data-id="{{id}}">
              <label for="move-{{view}}-{{id}}" class="visually-hidden">Move to (today, tomorrow or a date)</label>
              <input id="move-{{view}}-{{id}}" name="to" type="text" size="12" placeholder="e.g. tomorrow" required aria-keyshortcuts="m">
              <button type="submit">Move</button>
            </form>
          </div>
        </li>
        """#

    /// Today: the day's tasks, then those from earlier days.
    static let today = #"""
        <h3 class="view-title" id="today-heading">Today, {{dayLabel}}</h3>
        {{#hasTasks}}
        <ul class="tasks" aria-labelledby="today-heading">
        {{#tasks}}{{> task}}{{/tasks}}
        </ul>
        {{/hasTasks}}
        {{^hasTasks}}<p class="empty">Nothing due today.</p>{{/hasTasks}}
        {{#hasEarlier}}
        <h3 class="view-title" id="earlier-heading">From earlier — decide when you have a minute</h3>
        <ul class="tasks" aria-labelledby="earlier-heading">
        {{#fromEarlier}}{{> task}}{{/fromEarlier}}
        </ul>
        {{/hasEarlier}}
        """#

    /// Inbox: tasks with no date outside any plan.
    static let inbox = #"""
        {{#hasTasks}}
        <h3 class="view-title" id="inbox-heading">Inbox ({{taskCount}})</h3>
        <ul class="tasks" aria-labelledby="inbox-heading">
        {{#tasks}}{{> task}}{{/tasks}}
        </ul>
        {{/hasTasks}}
        {{^hasTasks}}<p class="empty">The inbox is empty.</p>{{/hasTasks}}
        """#

    /// Upcoming: the next days' tasks, by day.
    static let upcoming = #"""
        <div class="upcoming" data-days="{{dayCount}}">
        {{#days}}
        <h3 class="view-title" id="day-{{date}}">{{dayLabel}}</h3>
        <ul class="tasks" aria-labelledby="day-{{date}}">
        {{#tasks}}{{> task}}{{/tasks}}
        </ul>
        {{/days}}
        {{^hasDays}}<p class="empty">{{emptyText}}</p>{{/hasDays}}
        </div>
        """#
}

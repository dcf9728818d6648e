extension WebScript {
    /// The views (tabs, done, move, order), the keys, and the wiring of every control.
    static let views = #"""
        (() => {
          const { $, $$, state, announce, api, problem, fragment, perform } = Offload;
          const names = ['today', 'inbox', 'upcoming'];

          const activePanel = () => $$('.panel').find((panel) => !panel.hidden) || $('#panel-today');
          const rows = (panel) => $$('.task', panel);
          const rowTitle = (row) => $('.task-title', row).textContent;
          const itemPath = (row, action) => '/v1/items/' + encodeURIComponent(row.dataset.id) + (action ? '/' + action : '');

          async function refreshViews(focusID) {
            const panel = activePanel();
            const focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('.task');
            const wanted = focusID || (focused && focused.dataset.id);
            const index = focused ? rows(panel).indexOf(focused) : 0;
            const hadFocus = $('#views').contains(document.activeElement);
            const upcoming = $('.upcoming');
            const days = upcoming ? upcoming.dataset.days : '7';
            await Promise.all(names.map(async (name) => {
              const path = name === 'upcoming' ? '/ui/upcoming?days=' + encodeURIComponent(days) : '/ui/' + name;
              try {
                $('#panel-' + name).innerHTML = await fragment(path);
              } catch (error) {
                announce('The ' + name + ' view could not be loaded; try again.', true);
              }
            }));
            if (!hadFocus && !focusID) return;
            const list = rows(panel);
            const row = (wanted && list.find((candidate) => candidate.dataset.id === wanted)) || list[Math.min(index, list.length - 1)];
            if (row) { row.focus(); } else { $('#tab-' + panel.dataset.view).focus(); }
          }
          Offload.refreshViews = refreshViews;

          function selectTab(name, focus) {
            names.forEach((other) => {
              const tab = $('#tab-' + other);
              const selected = other === name;
              tab.setAttribute('aria-selected', String(selected));
              tab.tabIndex = selected ? 0 : -1;
              $('#panel-' + other).hidden = !selected;
            });
            if (focus === 'tab') { $('#tab-' + name).focus(); }
            if (focus === 'row') { const first = rows(activePanel())[0]; (first || $('#tab-' + name)).focus(); }
          }

          async function setDone(row, done) {
            const title = rowTitle(row);
            const result = await api('POST', itemPath(row, 'state'), { state: done ? 'done' : 'open' });
            if (!result.ok) { problem(result, 'That change could not be saved.'); await refreshViews(row.dataset.id); return; }
            let sentence = done ? 'Done: “' + title + '”.' : 'Open again: “' + title + '”.';
            const changes = (result.data && result.data.changes) || [];
            if (changes.some((change) => change.next)) sentence += ' The next one is on your list.';
            announce(sentence);
            await refreshViews(row.dataset.id);
          }

          async function reorder(row, direction) {
            const siblings = $$('.task', row.parentElement);
            const neighbour = siblings[siblings.indexOf(row) + (direction === 'up' ? -1 : 1)];
            if (!neighbour) { announce(direction === 'up' ? 'It is first already.' : 'It is last already.'); return; }
            const body = direction === 'up' ? { before: neighbour.dataset.id } : { after: neighbour.dataset.id };
            const result = await api('POST', itemPath(row, 'order'), body);
            if (!result.ok) { problem(result, 'The order could not be changed.'); return; }
            announce('Moved “' + rowTitle(row) + '” ' + direction + '.');
            await refreshViews(row.dataset.id);
          }

          async function move(form) {
            const row = form.closest('.task');
            const to = form.elements.to.value.trim();
            if (to === '') { announce('Say when: today, tomorrow or a date.', true); return; }
            const result = await api('POST', itemPath(row, 'move'), { to });
            if (!result.ok) { problem(result, 'It could not be moved.'); form.elements.to.focus(); return; }
            announce('Moved “' + rowTitle(row) + '” to ' + to + '.');
            await refreshViews(row.dataset.id);
          }

          function toggleHelp() {
            const help = $('#help');
            help.hidden = !help.hidden;
            $('#help-button').setAttribute('aria-expanded', String(!help.hidden));
            if (!help.hidden) help.focus();
          }

          function leaveField(field) {
            const edit = field.closest('form.edit');
            const moving = field.closest('form.move');
            if (edit) { Offload.closeEdit(edit); return; }
            if (moving) { moving.reset(); moving.closest('.task').focus(); return; }
            field.blur();
            const card = $('#card');
            if (card) card.focus();
          }

          function stepRow(from, offset) {
            const list = rows(activePanel());
            if (list.length === 0) { announce('No tasks here.'); return; }
            const index = from ? list.indexOf(from) : -1;
            const next = from ? list[Math.max(0, Math.min(list.length - 1, index + offset))] : list[0];
            next.focus();
          }

          function viewKey(key, target) {
            const row = target.closest('.task');
            switch (key) {
              case 'j': case 'ArrowDown': stepRow(row, 1); return true;
              case 'k': case 'ArrowUp': stepRow(row, -1); return true;
              case 'x': if (row) perform(() => setDone(row, !$('.done-box', row).checked)); return true;
              case 'm': if (row) $('form.move input', row).focus(); return true;
              case 'J': if (row) perform(() => reorder(row, 'down')); return true;
              case 'K': if (row) perform(() => reorder(row, 'up')); return true;
              default: return false;
            }
          }

          function reviewKey(key) {
            const item = Offload.currentSuggestion();
            const needsItem = ['a', 'r', 'e', 'i', 'n', 'x'].includes(key);
            if (needsItem && !item) { announce('Nothing to review.'); return true; }
            switch (key) {
              case 'a': perform(() => Offload.accept(item)); return true;
              case 'r': perform(() => Offload.decide(item, { action: 'reject' })); return true;
              case 'e': Offload.openEdit(item, 'title'); return true;
              case 'i': case 'x': Offload.openEdit(item, 'items'); return true;
              case 'n': Offload.openEdit(item, 'items', true); return true;
              case 's': perform(Offload.skip); return true;
              case 'j': stepRow(null, 1); return true;
              default: return false;
            }
          }

          function globalKey(key) {
            switch (key) {
              case '?': toggleHelp(); return true;
              case '/': $('#capture-text').focus(); return true;
              case 'o': perform(Offload.organize); return true;
              case 'u': case 'z': perform(Offload.undo); return true;
              case '1': case '2': case '3': selectTab(names[Number(key) - 1], 'row'); return true;
              default: return false;
            }
          }

          function tabKey(event) {
            const index = names.indexOf(event.target.id.slice(4));
            const moves = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: names.length - 1 };
            if (!(event.key in moves)) return false;
            selectTab(names[(moves[event.key] + names.length) % names.length], 'tab');
            return true;
          }

          document.addEventListener('keydown', (event) => {
            if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
            const target = event.target;
            if (target.matches('input[type="text"], input:not([type]), textarea')) {
              if (event.key === 'Escape') { leaveField(target); event.preventDefault(); }
              return;
            }
            if (event.key === 'Escape' && !$('#help').hidden) { toggleHelp(); event.preventDefault(); return; }
            if (target.getAttribute('role') === 'tab' && tabKey(event)) { event.preventDefault(); return; }
            // In the views, x means done; every other review key works from anywhere on the page.
            const inViews = $('#views').contains(target);
            if (globalKey(event.key) || (inViews && viewKey(event.key, target)) || reviewKey(event.key)) {
              event.preventDefault();
            }
          });

          document.addEventListener('click', (event) => {
            const button = event.target.closest('button');
            if (!button) return;
            if (button.id === 'help-button') { toggleHelp(); return; }
            if (button.id === 'organize') { perform(Offload.organize); return; }
            if (button.getAttribute('role') === 'tab') { selectTab(button.id.slice(4), 'tab'); return; }
            const item = button.closest('.suggestion');
            const row = button.closest('.task');
            switch (button.dataset.action) {
              case 'accept': perform(() => Offload.accept(item)); break;
              case 'reject': perform(() => Offload.decide(item, { action: 'reject' })); break;
              case 'edit': Offload.openEdit(item, 'title'); break;
              case 'cancel-edit': Offload.closeEdit(button.closest('form')); break;
              case 'skip': perform(Offload.skip); break;
              case 'undo': perform(Offload.undo); break;
              case 'up': perform(() => reorder(row, 'up')); break;
              case 'down': perform(() => reorder(row, 'down')); break;
              default: break;
            }
          });

          document.addEventListener('change', (event) => {
            if (!event.target.matches('.done-box')) return;
            if (state.busy) { event.target.checked = !event.target.checked; return; }
            const row = event.target.closest('.task');
            perform(() => setDone(row, event.target.checked));
          });

          document.addEventListener('submit', (event) => {
            const form = event.target;
            event.preventDefault();
            if (form.id === 'capture-form') perform(Offload.capture);
            else if (form.matches('form.edit')) perform(() => Offload.submitEdit(form));
            else if (form.matches('form.move')) perform(() => move(form));
          });

          Offload.resumeWatching();
        })();
        """#
}

/// The page's one script, served at `/assets/app.js`: plain JavaScript, no libraries.
///
/// It renders nothing itself. Each action goes through the JSON routes; then it swaps in the fragment the server
/// renders (`/ui/review`, `/ui/today`, …) and puts the focus back where the person was.
enum WebScript {
    /// The whole script: the shared helpers and the review card, then the views and the keys.
    static let javaScript = review + views

    /// Helpers, capture, organize (hand-off job progress), and the review card's actions.
    static let review = #"""
        'use strict';
        const Offload = (() => {
          const $ = (selector, root = document) => root.querySelector(selector);
          const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));
          const state = { position: 0, job: null, again: null, busy: false };

          function announce(text, isProblem = false) {
            const notice = $('#notice');
            notice.classList.toggle('problem', isProblem);
            notice.textContent = '';
            window.setTimeout(() => { notice.textContent = text; }, 20);
          }

          async function api(method, path, body) {
            const options = { method, headers: { Accept: 'application/json' } };
            if (body !== undefined) {
              options.headers['Content-Type'] = 'application/json';
              options.body = JSON.stringify(body);
            }
            let response;
            try {
              response = await fetch(path, options);
            } catch (error) {
              return { ok: false, status: 0, data: { error: { message: 'The server could not be reached. Is offload serve still running?' } } };
            }
            let data = null;
            try { data = await response.json(); } catch (error) { data = null; }
            return { ok: response.ok, status: response.status, data };
          }

          function problem(result, fallback) {
            const message = result.data && result.data.error && result.data.error.message;
            announce(message || fallback, true);
          }

          async function fragment(path) {
            const response = await fetch(path, { headers: { Accept: 'text/html' } });
            if (!response.ok) throw new Error('status ' + response.status);
            return response.text();
          }

          async function perform(action) {
            if (state.busy) return;
            state.busy = true;
            try { await action(); } finally { state.busy = false; }
          }

          const plural = (count, noun) => count + ' ' + noun + (count === 1 ? '' : 's');
          const sleep = (milliseconds) => new Promise((resolve) => window.setTimeout(resolve, milliseconds));

          // ---- capture ----
          async function capture() {
            const input = $('#capture-text');
            const text = input.value;
            if (text.trim() === '') { announce('Type a thought first; nothing was saved.', true); return; }
            const result = await api('POST', '/v1/captures', { text });
            if (!result.ok) { problem(result, 'It could not be saved; your text is still in the box.'); return; }
            input.value = '';
            announce('Saved. Organize later.');
            if ($('#card.empty')) await refreshReview({});
          }

          // ---- organize: a hand-off job and its progress ----
          function jobSentence(job) {
            if (job.state === 'running') return 'Organizing… ' + job.processed + ' of ' + job.total;
            if (job.state === 'failed') return 'Organizing stopped on an error. What was stored stays; the rest stays saved for later.';
            if (job.state === 'stopped') return 'Organizing was stopped. The rest stays saved for later.';
            let sentence = 'Organized ' + plural(job.completed, 'capture') + ': ' + plural(job.suggestions, 'suggestion') + ' to review.';
            if (job.failed > 0) sentence += ' ' + plural(job.failed, 'capture') + ' could not be organized.';
            return sentence;
          }

          function showJob(job) {
            $('#job').hidden = false;
            const bar = $('#job-progress');
            bar.max = Math.max(job.total, 1);
            bar.value = Math.min(job.processed, bar.max);
            $('#job-status').textContent = jobSentence(job);
          }

          async function watch(job) {
            state.job = job.id;
            showJob(job);
            while (job.state === 'running') {
              await sleep(400);
              const result = await api('GET', '/v1/jobs/' + encodeURIComponent(job.id));
              if (!result.ok) { problem(result, 'The progress could not be read.'); state.job = null; return; }
              job = result.data;
              showJob(job);
            }
            state.job = null;
            $('#job').hidden = true;
            announce(jobSentence(job), job.state === 'failed');
            state.position = 0;
            await refreshReview({});
          }

          async function organize() {
            if (state.job) { announce('Organizing already; the progress is shown under Review.'); return; }
            const result = await api('POST', '/v1/handoff', {});
            if (result.status === 409) {
              const jobs = await api('GET', '/v1/jobs');
              const running = jobs.ok && jobs.data.jobs.find((job) => job.state === 'running');
              if (running) { watch(running); } else { problem(result, 'Organizing is busy; try again in a moment.'); }
              return;
            }
            if (!result.ok) { problem(result, 'Organizing could not start.'); return; }
            if (result.data.state === 'finished' && result.data.total === 0) {
              announce('Nothing to organize: every capture is organized already.');
              return;
            }
            watch(result.data);
          }

          async function resumeWatching() {
            const jobs = await api('GET', '/v1/jobs');
            const running = jobs.ok && jobs.data && Array.isArray(jobs.data.jobs) && jobs.data.jobs.find((job) => job.state === 'running');
            if (running) watch(running);
          }

          // ---- the review card ----
          async function refreshReview(options) {
            const container = $('#review-card');
            const hadFocus = container.contains(document.activeElement) || document.activeElement === document.body;
            try {
              container.innerHTML = await fragment('/ui/review?position=' + state.position);
            } catch (error) {
              announce('The review card could not be loaded; try again.', true);
              return;
            }
            const body = $('.review-body', container);
            state.position = Number(body && body.dataset.position) || 0;
            state.again = null;
            if (options.focus || hadFocus) { const card = $('#card'); if (card) card.focus(); }
          }

          function currentSuggestion() {
            const active = document.activeElement;
            return (active && active.closest && active.closest('.suggestion')) || $('#review-card .suggestion');
          }

          function placedWhere(decision) {
            const placement = decision && decision.placement;
            if (!placement) return '';
            switch (placement.destinationType) {
              case 'task': return ' as a task';
              case 'list': return ' in the list ' + placement.destinationName;
              case 'plan': return ' in the plan ' + placement.destinationName;
              case 'communication': return ' in calls and messages';
              default: return ' as a note';
            }
          }

          async function decide(item, body) {
            const title = $('.suggestion-title', item).textContent;
            const result = await api('POST', '/v1/suggestions/' + encodeURIComponent(item.dataset.id) + '/decision', body);
            if (!result.ok) {
              problem(result, 'That decision could not be saved.');
              if (result.status === 409 || result.status === 404) await refreshReview({ focus: true });
              return false;
            }
            const placed = result.data && result.data.suggestion ? result.data.suggestion.title : title;
            announce(body.action === 'reject'
              ? 'Rejected “' + title + '”; nothing was placed. Undo with u.'
              : 'Placed “' + placed + '”' + placedWhere(result.data) + '. Undo with u.');
            await Promise.all([refreshReview({ focus: true }), Offload.refreshViews()]);
            return true;
          }

          async function accept(item) {
            const placedBefore = item.dataset.placed === 'true';
            if (placedBefore && state.again !== item.dataset.id) {
              state.again = item.dataset.id;
              announce('This was placed before. Press a again to place it once more.');
              return;
            }
            await decide(item, placedBefore ? { action: 'accept', again: true } : { action: 'accept' });
          }

          function openEdit(item, fieldName, addLine) {
            const form = $('form.edit', item);
            form.hidden = false;
            $('[data-action="edit"]', item).setAttribute('aria-expanded', 'true');
            const field = form.elements[fieldName];
            field.focus();
            if (addLine) {
              if (field.value !== '' && !field.value.endsWith('\n')) field.value += '\n';
              field.selectionStart = field.selectionEnd = field.value.length;
            }
          }

          function closeEdit(form) {
            form.reset();
            form.hidden = true;
            const item = form.closest('.suggestion');
            $('[data-action="edit"]', item).setAttribute('aria-expanded', 'false');
            item.focus();
          }

          async function submitEdit(form) {
            const item = form.closest('.suggestion');
            const fields = form.elements;
            const body = { action: 'edit' };
            if (fields.title.value !== fields.title.defaultValue) body.title = fields.title.value.trim();
            if (fields.due.value.trim() !== fields.due.defaultValue) body.due = fields.due.value.trim() === '' ? null : fields.due.value.trim();
            if (fields.destination.value.trim() !== fields.destination.defaultValue) body.destination = fields.destination.value.trim();
            if (fields.items.value !== fields.items.defaultValue) {
              body.items = fields.items.value.split('\n').map((line) => line.trim()).filter((line) => line !== '');
            }
            if (Object.keys(body).length === 1) body.action = 'accept';
            if (item.dataset.placed === 'true') body.again = true;
            await decide(item, body);
          }

          async function skip() {
            const body = $('.review-body');
            const total = Number(body && body.dataset.total) || 0;
            if (total <= 1) { announce(total === 1 ? 'This is the only capture to review.' : 'Nothing to review.'); return; }
            state.position += 1;
            await refreshReview({ focus: true });
            announce('Skipped; it stays in the queue.');
          }

          async function undo() {
            const result = await api('POST', '/v1/undo');
            if (!result.ok) {
              if (result.status === 409) { announce('Nothing to undo.'); } else { problem(result, 'Undo did not work.'); }
              return;
            }
            announce(result.data && result.data.summary ? 'Undid: ' + result.data.summary + '.' : 'Undone.');
            await Promise.all([refreshReview({}), Offload.refreshViews()]);
          }

          return {
            $, $$, state, announce, api, problem, fragment, perform, capture, organize, resumeWatching, refreshReview,
            currentSuggestion, accept, decide, openEdit, closeEdit, submitEdit, skip, undo, refreshViews: async () => {},
          };
        })();

        """#
}

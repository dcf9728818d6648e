/// The page's one style sheet, served at `/assets/app.css`.
enum WebStyle {
    /// The style sheet: system fonts, a calm palette (light and dark), visible focus, one column down to 360 px.
    static let css = #"""
        :root {
          color-scheme: light dark;
          --bg: #f7f6f2; --fg: #1d1f21; --muted: #5a5f66; --card: #ffffff; --line: #d9d6cc;
          --accent: #2f5d8a; --accent-fg: #ffffff; --soft: #e9eef4; --ok: #2e6b3f; --focus: #c2410c;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #16181b; --fg: #e7e5df; --muted: #a4a9b0; --card: #1f2226; --line: #363a40;
            --accent: #8cb4dc; --accent-fg: #10151b; --soft: #26303b; --ok: #8fc79d; --focus: #fb923c;
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html { font-size: 100%; }
        body {
          margin: 0 auto; max-width: 46rem; padding: 0 1rem 3rem; background: var(--bg); color: var(--fg);
          font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
        }
        h1 { font-size: 1.5rem; margin: 0; letter-spacing: 0.02em; }
        h2 { font-size: 1.15rem; margin: 0; }
        h3 { font-size: 1rem; }
        kbd {
          font: 0.8em ui-monospace, "DejaVu Sans Mono", monospace; border: 1px solid var(--line);
          border-bottom-width: 2px; border-radius: 4px; padding: 0 0.3em; color: var(--muted); background: var(--bg);
        }
        button kbd { margin-left: 0.25em; }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
          clip: rect(0 0 0 0); white-space: nowrap; border: 0;
        }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: 0.5rem; background: var(--card); padding: 0.5rem; z-index: 1; }
        :focus-visible, .task:focus, .card:focus, .suggestion:focus {
          outline: 3px solid var(--focus); outline-offset: 2px;
        }
        .top { display: flex; align-items: center; justify-content: space-between; padding: 1rem 0 0.5rem; }
        button {
          font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--line);
          border-radius: 6px; padding: 0.35rem 0.75rem; cursor: pointer; min-height: 2.25rem;
        }
        button:hover { border-color: var(--accent); }
        button[type="submit"], #organize, [data-action="accept"] {
          background: var(--accent); color: var(--accent-fg); border-color: var(--accent);
        }
        button[type="submit"] kbd, #organize kbd, [data-action="accept"] kbd { color: inherit; background: transparent; }
        input[type="text"], textarea {
          font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--line);
          border-radius: 6px; padding: 0.45rem 0.6rem; width: 100%; min-width: 0;
        }
        textarea { resize: vertical; }
        label { font-weight: 600; }
        .hint { color: var(--muted); font-size: 0.875rem; margin: 0.25rem 0 0; }
        .field-row { display: flex; gap: 0.5rem; margin-top: 0.25rem; }
        .field-row input { flex: 1; font-size: 1.1rem; padding: 0.6rem 0.75rem; }
        .notice { min-height: 1.5em; margin: 0.5rem 0 0; color: var(--ok); font-weight: 600; }
        .notice.problem { color: var(--focus); }
        section { margin-top: 1.5rem; }
        .section-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
        .job { display: flex; align-items: center; gap: 0.75rem; margin-top: 0.5rem; flex-wrap: wrap; }
        .job label { font-weight: 400; }
        .job progress { flex: 1; min-width: 8rem; }
        .card {
          background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem;
          margin-top: 0.75rem;
        }
        .card.empty p { margin: 0 0 0.5rem; }
        .empty-title { font-weight: 600; }
        .card-heading { margin: 0 0 0.5rem; color: var(--muted); font-weight: 400; font-size: 0.9rem; }
        .raw {
          margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; border-left: 4px solid var(--accent);
          background: var(--soft); white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1.05rem;
        }
        .suggestions { list-style: none; margin: 0; padding: 0; }
        .suggestion { border-top: 1px solid var(--line); padding: 0.75rem 0.25rem; }
        .suggestion:first-child { border-top: 0; }
        .meta { margin: 0; color: var(--muted); font-size: 0.9rem; display: flex; gap: 0.5rem; flex-wrap: wrap; }
        .destination {
          text-transform: capitalize; background: var(--soft); color: var(--fg); border-radius: 4px;
          padding: 0 0.4rem;
        }
        .suggestion-title { font-size: 1.15rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
        .fields { margin: 0.25rem 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
        .fields div { display: flex; gap: 0.4rem; }
        .fields dt { color: var(--muted); }
        .fields dd { margin: 0; }
        .items { margin: 0.25rem 0; padding-left: 1.5rem; }
        .why { margin: 0.25rem 0; color: var(--muted); font-size: 0.9rem; overflow-wrap: anywhere; }
        .why-label { font-weight: 600; }
        .placed { margin: 0.25rem 0; font-size: 0.9rem; }
        .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.5rem; }
        .card-actions { border-top: 1px solid var(--line); padding-top: 0.75rem; margin-top: 0.25rem; }
        .edit fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 0.75rem 0 0; padding: 0.75rem; }
        .edit legend { font-weight: 600; padding: 0 0.25rem; }
        .edit label { display: block; margin-top: 0.5rem; }
        .tabs { display: flex; gap: 0.25rem; border-bottom: 1px solid var(--line); }
        [role="tab"] {
          border: 0; border-bottom: 3px solid transparent; border-radius: 0; background: transparent;
          padding: 0.5rem 0.75rem; font-weight: 600; color: var(--muted);
        }
        [role="tab"][aria-selected="true"] { color: var(--fg); border-bottom-color: var(--accent); }
        .panel { padding-top: 0.25rem; }
        .view-title { margin: 1rem 0 0.25rem; }
        .empty { color: var(--muted); }
        .tasks { list-style: none; margin: 0; padding: 0; }
        .task {
          display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem;
          background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 0.4rem 0.6rem;
          margin: 0.35rem 0;
        }
        .task-main { display: flex; align-items: baseline; gap: 0.5rem; flex: 1 1 14rem; min-width: 0; }
        .done-box { width: 1.15rem; height: 1.15rem; margin: 0; align-self: center; flex: none; accent-color: var(--accent); }
        .task-title { font-weight: 400; flex: 1; min-width: 0; overflow-wrap: anywhere; }
        .task.done .task-title { text-decoration: line-through; color: var(--muted); }
        .when { color: var(--muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
        .state { font-size: 0.85rem; background: var(--soft); border-radius: 4px; padding: 0 0.4rem; }
        .task-details { order: 3; flex-basis: 100%; margin: 0 0 0 1.65rem; color: var(--muted); font-size: 0.875rem; }
        .task-actions { display: flex; gap: 0.3rem; flex: 0 1 auto; min-width: 0; margin-left: auto; }
        .task-actions button { min-height: 2rem; padding: 0.2rem 0.55rem; }
        .move { display: flex; gap: 0.3rem; }
        .move input { width: 9rem; padding: 0.2rem 0.5rem; }
        .move button[type="submit"] { background: var(--card); color: var(--fg); border-color: var(--line); }
        @media (max-width: 30rem) {
          .task-actions { flex-basis: 100%; margin-left: 0; padding-left: 1.65rem; }
          .move { flex: 1; min-width: 0; }
          .move input { flex: 1; width: auto; }
        }
        .help { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1rem; }
        .keys { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 0; }
        .keys dd { margin: 0; }
        """#
}

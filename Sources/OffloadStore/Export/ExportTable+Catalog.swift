extension ExportTable {
    /// Every exported table, parents before the tables that refer to them (so an import can insert as it reads).
    public static let all: [ExportTable] = [
        ExportTable(
            "captures", json: "captures", "Captures with their raw text, exactly as saved.",
            columns: "id raw_text created_at:instant source status deleted_at:instant?", immutable: ["raw_text"]),
        ExportTable(
            "categories", json: "categories", "Categories (names are unique ignoring case).", columns: "id name",
            mergedBy: "name"),
        ExportTable(
            "tags", json: "tags", "Tags (names are unique ignoring case).", columns: "id name", mergedBy: "name"),
        ExportTable(
            "handoff_requests", json: "handOffRequests", "Hand-off requests.",
            columns: "id requested_at:instant mode finished_at:instant?"),
        ExportTable(
            "handoff_request_captures", json: "handOffRequestCaptures",
            "The captures each hand-off request named, in request order.", key: ["request_id", "position"],
            columns: "request_id position:integer capture_id"),
        ExportTable(
            "handoff_runs", json: "handOffRuns", "One run of the analysis over one capture.",
            columns: """
                id request_id capture_id status started_at:instant finished_at:instant? model_version \
                failure_reason? language?
                """),
        ExportTable(
            "suggestions", json: "suggestions", "Suggestions a run made; list items, tags and reasons as JSON text.",
            columns: """
                id run_id capture_id title confidence:real destination_type destination_name? items_json:json \
                due_date:instant? recurrence? priority? category? tags_json:json contact? channel? \
                explanation_json:json decided_at:instant?
                """),
        ExportTable(
            "suggestion_decisions", json: "decisions", "Review decisions; an edit's fields as JSON text.",
            columns: "id suggestion_id kind decided_at:instant edited_json:json?"),
        ExportTable(
            "placements", json: "placements", "Where an accepted suggestion was placed.",
            columns: "id decision_id destination_type destination_id placed_at:instant"),
        ExportTable(
            "decision_effects", json: "decisionEffects", "The rows each decision made, which undo takes back.",
            key: ["decision_id", "position"], columns: "decision_id position:integer table_name row_id cleared_column?"
        ),
        ExportTable(
            "plans", json: "plans", "Plans; a nested plan names its parent.",
            columns: """
                id title parent_id? created_at:instant category_id? due_date:instant? priority? \
                archived_at:instant?
                """, order: .tree(parent: "parent_id")),
        ExportTable(
            "lists", json: "lists", "Lists.", columns: "id name list_type created_at:instant category_id?"),
        ExportTable(
            "list_items", json: "listItems", "List items.",
            columns: """
                id list_id text quantity:real? unit? is_completed:boolean position:integer completed_at:instant?
                """),
        ExportTable(
            "tasks", json: "tasks", "Tasks in every state, done and cancelled included.",
            columns: """
                id title notes? created_at:instant updated_at:instant completed_at:instant? due_date:instant? \
                scheduled_date:instant? priority status position:integer plan_id? category_id? recurrence? \
                postponed:integer
                """),
        ExportTable(
            "communication_items", json: "communications", "Calls, emails and messages to make.",
            columns: """
                id channel contact_name? title due_date:instant? is_done:boolean created_at:instant priority? \
                recurrence? category_id? completed_at:instant?
                """),
        ExportTable(
            "notes", json: "notes", "Notes.", columns: "id title body capture_id? created_at:instant category_id?"),
        ExportTable(
            "task_tags", json: "taskTags", "Which tags each task carries.", key: ["task_id", "tag_id"],
            columns: "task_id tag_id"),
        ExportTable("plan_tags", json: "planTags", "Which tags each plan carries.", columns: "id plan_id tag_id"),
        ExportTable("list_tags", json: "listTags", "Which tags each list carries.", columns: "id list_id tag_id"),
        ExportTable(
            "communication_tags", json: "communicationTags", "Which tags each communication carries.",
            columns: "id communication_id tag_id"),
        ExportTable("note_tags", json: "noteTags", "Which tags each note carries.", columns: "id note_id tag_id"),
        ExportTable(
            "reminders", json: "reminders", "Reminders on tasks and communications.",
            columns: """
                id task_id? communication_id? remind_at:instant created_at:instant delivered_at:instant? \
                cancelled_at:instant?
                """),
        ExportTable(
            "milestones", json: "milestones", "Milestones and the day each was reached.", key: ["name"],
            columns: "name reached_on:day"),
        ExportTable(
            "organizer_events", json: "events", "The append-only log of every change to an organizer item.",
            key: ["sequence"],
            columns: "sequence:integer item_type item_id kind at:instant from_value? to_value? action_id:integer?",
            group: .history, isAppendOnly: true),
        ExportTable(
            "undo_actions", json: "undoActions", "The undo history, oldest first; row images as JSON text.",
            columns: "id:integer kind summary at:instant decision_id? capture_id? images_json:json?", group: .history),
    ]

    /// Tables that no export holds, each with the reason.
    public static let excluded: [String: String] = [
        "grdb_migrations": "the schema version, which the importing database has its own of",
        "sqlite_sequence": "SQLite's own counters, kept in step by the rows themselves",
        "search_documents": "the full-text documents, made again from the rows by triggers",
        "search_index": "the full-text index, made again from the rows by triggers",
        "search_index_config": "a shadow table of the full-text index",
        "search_index_data": "a shadow table of the full-text index",
        "search_index_docsize": "a shadow table of the full-text index",
        "search_index_idx": "a shadow table of the full-text index",
        "search_index_content": "a shadow table of the full-text index",
        "search_progress":
            "how far the full-text index has caught up with the captures, which an import brings up to date",
        "passphrase_lock": "the passphrase lock's salted hash and session secret, which stay with this database",
    ]
}

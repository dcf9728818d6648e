/// The OpenAPI 3.1 document of the service, served at `GET /openapi.yaml`.
///
/// It lives here, in the library, so that an installed `offload` serves it without resource files; a test holds it
/// to the routes the router registers (``OffloadService/routes(_:)``), so the two cannot drift apart.
enum OpenAPIDocument {
    /// The document, YAML.
    static let yaml = #"""
        openapi: 3.1.0
        info:
          title: Offload
          version: 1.0.0
          summary: Capture first, organize later, on this machine.
          description: |
            The local HTTP API of `offload serve`. Every response body is JSON except `/openapi.yaml`, `/metrics`
            and the web page. Errors are `{"error": {"code", "message"}}` and never contain capture text.
            State-changing requests from a foreign web origin are refused with 403.

            Security: on a loopback address (the default) no token is needed, and requests must name a loopback
            host (`localhost`, `127.0.0.1`, `[::1]`), or they get 403 `foreign_host`. On any other address every
            route except `GET /health` and `/login` needs the bearer token (`offload serve --show-token`) or the
            session cookie `POST /login` sets; without it a route answers 401 `unauthorized` with
            `WWW-Authenticate: Bearer` (a browser asking for a page gets the login page). Bodies are capped
            (413 `too_large`); a connection silent for 30 s, or a request that takes over 60 s to arrive, is
            closed.

            Lock: when the database has a passphrase lock (`offload lock set`), every `/v1` route but
            `POST /v1/unlock`, and the web page, answer 401 `locked` until the request carries the grace token
            `POST /v1/unlock` returns (`Authorization: Bearer g1....` on a loopback server, or the
            `offload_unlock` cookie); `GET /health` stays open. The lock is a gate, not encryption.
        servers:
          - url: http://127.0.0.1:8765
        security:
          - {}
          - bearer: []
          - session: []
        paths:
          /health:
            get:
              operationId: health
              summary: Whether the service is up.
              security: [{}]
              responses:
                "200":
                  description: Up.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [status]
                        properties:
                          status: { type: string, const: ok }
          /openapi.yaml:
            get:
              operationId: openAPIDocument
              summary: This document.
              responses:
                "200":
                  description: The OpenAPI document.
                  content:
                    application/yaml:
                      schema: { type: string }
          # ---- captures ----
          /v1/captures:
            post:
              operationId: createCaptures
              summary: Save one capture, or many in one request.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      oneOf:
                        - $ref: "#/components/schemas/CaptureInput"
                        - type: object
                          required: [captures]
                          additionalProperties: false
                          properties:
                            captures:
                              type: array
                              minItems: 1
                              items: { $ref: "#/components/schemas/CaptureInput" }
              responses:
                "201":
                  description: "Saved: a single capture answers the capture, many answer `{\"captures\": [...]}`."
                  content:
                    application/json:
                      schema:
                        oneOf:
                          - $ref: "#/components/schemas/Capture"
                          - type: object
                            required: [captures]
                            properties:
                              captures: { type: array, items: { $ref: "#/components/schemas/Capture" } }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "413": { $ref: "#/components/responses/TooLarge" }
                "503": { $ref: "#/components/responses/Busy" }
            get:
              operationId: listCaptures
              summary: Captures, newest first, a page at a time.
              parameters:
                - name: limit
                  in: query
                  schema: { type: integer, minimum: 1, maximum: 1000, default: 100 }
                - name: after
                  in: query
                  description: The `next` cursor of the previous page.
                  schema: { type: string, format: uuid }
              responses:
                "200":
                  description: A page.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [captures, next]
                        properties:
                          captures: { type: array, items: { $ref: "#/components/schemas/Capture" } }
                          next: { type: [string, "null"] }
                "400": { $ref: "#/components/responses/BadRequest" }
                "404":
                  description: The `after` cursor names no capture (it was deleted for good); start again without it.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Error" }
          /v1/captures/{id}:
            parameters:
              - $ref: "#/components/parameters/CaptureID"
            get:
              operationId: getCapture
              summary: One capture.
              responses:
                "200":
                  description: The capture.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Capture" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "404": { $ref: "#/components/responses/NotFound" }
            delete:
              operationId: deleteCapture
              summary: Delete a capture (undoable with POST /v1/undo).
              responses:
                "200":
                  description: The deleted capture.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Capture" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
          # ---- hand-off, review, undo, analyze ----
          /v1/handoff:
            post:
              operationId: handOff
              summary: Hand captures off in a background job (`offload handoff`).
              description: |
                `{}` takes every pending capture, `{"all": true}` failed ones too, `{"ids": [...]}` the named ones
                (captures handed off already are left out). One job runs at a time; follow it with GET /v1/jobs/{id}.
                A shutdown stops it at a batch boundary and the next start of the server resumes it.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/HandOffInput" }
              responses:
                "202":
                  description: Started.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Job" }
                "200":
                  description: Nothing to hand off; the job is finished with total 0.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Job" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "409": { $ref: "#/components/responses/Conflict" }
                "503": { $ref: "#/components/responses/Unavailable" }
          /v1/reprocess:
            post:
              operationId: reprocess
              summary: Hand captures off again in a background job (`offload reprocess`); old runs stay as history.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/ReprocessInput" }
              responses:
                "202":
                  description: Started.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Job" }
                "200":
                  description: Nothing to re-process; the job is finished with total 0.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Job" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "409": { $ref: "#/components/responses/Conflict" }
                "503": { $ref: "#/components/responses/Unavailable" }
          /v1/jobs:
            get:
              operationId: listJobs
              summary: The hand-off jobs of this server process (the last 100), newest first.
              responses:
                "200":
                  description: The jobs.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [jobs]
                        properties:
                          jobs: { type: array, items: { $ref: "#/components/schemas/Job" } }
          /v1/jobs/{id}:
            parameters:
              - name: id
                in: path
                required: true
                schema: { type: string, format: uuid }
            get:
              operationId: getJob
              summary: One job and its progress.
              responses:
                "200":
                  description: The job.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Job" }
                "404": { $ref: "#/components/responses/NotFound" }
          /v1/review:
            get:
              operationId: reviewQueue
              summary: Captures with undecided suggestions, oldest first (`offload suggestions --json`).
              parameters:
                - name: limit
                  in: query
                  description: At most this many captures.
                  schema: { type: integer, minimum: 1 }
              responses:
                "200":
                  description: The queue.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [items]
                        properties:
                          items: { type: array, items: { $ref: "#/components/schemas/ReviewItem" } }
                "400": { $ref: "#/components/responses/BadRequest" }
          /v1/suggestions/{id}:
            parameters:
              - $ref: "#/components/parameters/SuggestionID"
            get:
              operationId: getSuggestion
              summary: One suggestion, decided or not.
              responses:
                "200":
                  description: The suggestion.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Suggestion" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "404": { $ref: "#/components/responses/NotFound" }
          /v1/suggestions/{id}/decision:
            parameters:
              - $ref: "#/components/parameters/SuggestionID"
            post:
              operationId: decide
              summary: Accept, reject or edit a suggestion (`offload decide --json`); undoable with POST /v1/undo.
              description: |
                The edit fields apply as `offload decide ID edit` applies them: title, then destination, then items,
                then due and category. A field the destination cannot hold is refused by name (400 `field_not_held`),
                never dropped.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/DecisionInput" }
              responses:
                "200":
                  description: Decided; accept and edit placed it.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Decision" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "409": { $ref: "#/components/responses/Conflict" }
          /v1/undo:
            post:
              operationId: undo
              summary: Take back the most recent action (`offload undo --json`).
              responses:
                "200":
                  description: What was taken back.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/UndoAction" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "409": { $ref: "#/components/responses/Conflict" }
            get:
              operationId: undoHistory
              summary: What undo would take back next, newest first (`offload undo --list --json`).
              parameters:
                - name: limit
                  in: query
                  schema: { type: integer, minimum: 1, maximum: 100, default: 10 }
              responses:
                "200":
                  description: The actions.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [actions]
                        properties:
                          actions: { type: array, items: { $ref: "#/components/schemas/UndoAction" } }
                "400": { $ref: "#/components/responses/BadRequest" }
          /v1/analyze:
            post:
              operationId: analyze
              summary: What Offload understands in a text, without saving it (`offload analyze --json`).
              description: |
                With `Content-Type: application/x-ndjson` (or `application/jsonl`) the body is JSON Lines like
                `offload analyze --jsonl` reads, up to 64 MiB, and the answer is one JSON line per input line, in order,
                sent as they are ready; a bad line gets `{"line", "id", "error"}` and the rest go on.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/AnalyzeInput" }
                  application/x-ndjson:
                    schema: { type: string, description: "One {\"id\"?, \"text\", \"ref\"?, \"tz\"?, \"locale\"?} a line." }
              responses:
                "200":
                  description: The analysis, or one JSON line per input line.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Analysis" }
                    application/x-ndjson:
                      schema: { type: string, description: "One Analysis (with the line's id) or error object a line." }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "413": { $ref: "#/components/responses/TooLarge" }
                "503": { $ref: "#/components/responses/Unavailable" }
          # ---- views ----
          /v1/today:
            get:
              operationId: today
              summary: Today's tasks, and those from earlier days still open (`offload today --json`).
              parameters:
                - $ref: "#/components/parameters/Category"
                - $ref: "#/components/parameters/Tag"
              responses:
                "200":
                  description: Today.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Today" }
          /v1/inbox:
            get:
              operationId: inbox
              summary: Unfinished tasks with no due date that are no step of a plan (`offload inbox --json`).
              parameters:
                - $ref: "#/components/parameters/Category"
                - $ref: "#/components/parameters/Tag"
              responses:
                "200":
                  description: The inbox.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [tasks]
                        properties:
                          tasks: { type: array, items: { $ref: "#/components/schemas/Task" } }
          /v1/upcoming:
            get:
              operationId: upcoming
              summary: Unfinished tasks due in the next days after today, by day (`offload upcoming --json`).
              parameters:
                - name: days
                  in: query
                  description: How many days after today (`--days`).
                  schema: { type: integer, minimum: 1, maximum: 366, default: 7 }
                - $ref: "#/components/parameters/Category"
                - $ref: "#/components/parameters/Tag"
              responses:
                "200":
                  description: The days with tasks due; days with nothing are left out.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [days]
                        properties:
                          days:
                            type: array
                            items:
                              type: object
                              required: [date, tasks]
                              properties:
                                date: { type: string, format: date }
                                tasks: { type: array, items: { $ref: "#/components/schemas/Task" } }
                "400": { $ref: "#/components/responses/BadRequest" }
          /v1/week:
            get:
              operationId: week
              summary: Open and done counts for each day of this week, Monday first (`offload week --json`).
              parameters:
                - $ref: "#/components/parameters/Category"
                - $ref: "#/components/parameters/Tag"
              responses:
                "200":
                  description: Seven days.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/DayCounts" }
          /v1/month:
            get:
              operationId: month
              summary: Open and done counts for each day of a month (`offload month --json`).
              parameters:
                - name: month
                  in: query
                  description: The month as YYYY-MM (`--month`); this month when absent.
                  schema: { type: string, pattern: "^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(0[1-9]|1[0-2])$" }
                - $ref: "#/components/parameters/Category"
                - $ref: "#/components/parameters/Tag"
              responses:
                "200":
                  description: Every day of the month.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/DayCounts" }
                "400": { $ref: "#/components/responses/BadRequest" }
          # ---- organizer: items, tasks, lists, plans, comms, notes, search ----
          /v1/items/{id}/state:
            parameters:
              - $ref: "#/components/parameters/ItemID"
            post:
              operationId: setItemState
              summary: Change the state of a task, communication or list item (`offload done`, `start`, `check`…).
              description: |
                A communication or list item takes only `done` and `open`. `done` of a repeating task creates its next
                occurrence (`next`); with `"skip": true` the task moves to its next occurrence instead (`done --skip`).
                Undoable with POST /v1/undo.
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [state]
                      additionalProperties: false
                      properties:
                        state: { $ref: "#/components/schemas/TaskStatus" }
                        skip: { type: boolean, description: "With `done`: skip one occurrence of a repeating task." }
              responses:
                "200":
                  description: What changed.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [changes]
                        properties:
                          changes: { type: array, items: { $ref: "#/components/schemas/StateChange" } }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/items/{id}:
            parameters:
              - $ref: "#/components/parameters/ItemID"
            patch:
              operationId: editItem
              summary: Change a task's or communication's fields (`offload edit`).
              description: |
                A field left out stays as it is. `due` is read by the date grammar ("next fri 9am"); `null`
                removes it. An empty `notes`, `category` or `plan` removes it; categories, tags and plans named for
                the first time are created. `tags` is the whole set of tags the item should carry. Communications
                have no notes or plan. Undoable with POST /v1/undo.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/ItemEdit" }
              responses:
                "200":
                  description: The item afterwards.
                  content:
                    application/json:
                      schema:
                        oneOf:
                          - $ref: "#/components/schemas/Task"
                          - $ref: "#/components/schemas/Communication"
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
            delete:
              operationId: removeItem
              summary: Remove a task, list item, communication, note, list or plan (`offload rm`; undoable).
              parameters:
                - name: withTasks
                  in: query
                  description: Remove a plan's tasks with it (`--with-tasks`); else they stay, out of any plan.
                  schema: { type: boolean, default: false }
              responses:
                "200":
                  description: What was removed.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/RemoveResult" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/items/{id}/move:
            parameters:
              - $ref: "#/components/parameters/ItemID"
            post:
              operationId: moveTask
              summary: Move a task to today, tomorrow, the inbox, someday or any day (`offload move`; undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [to]
                      additionalProperties: false
                      properties:
                        to:
                          type: string
                          description: "`today`, `tomorrow`, `inbox`, `someday`, or a date and time the grammar reads."
              responses:
                "200":
                  description: What the move did.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/MoveResult" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/items/{id}/order:
            parameters:
              - $ref: "#/components/parameters/ItemID"
            post:
              operationId: orderTask
              summary: Place a task at the top, or just before or after another task (`offload order`).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      oneOf:
                        - type: object
                          required: [top]
                          additionalProperties: false
                          properties: { top: { type: boolean, const: true } }
                        - type: object
                          required: [before]
                          additionalProperties: false
                          properties: { before: { type: string, description: An id prefix of another task. } }
                        - type: object
                          required: [after]
                          additionalProperties: false
                          properties: { after: { type: string, description: An id prefix of another task. } }
              responses:
                "200":
                  description: Where it went.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/OrderResult" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/tasks:
            post:
              operationId: addTask
              summary: Add a task, reading its date, recurrence, priority, #tags, @category and +plan (`offload add`).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [text]
                      additionalProperties: false
                      properties:
                        text: { type: string, minLength: 1, examples: ["call mom tmrw 5pm #family"] }
              responses:
                "201":
                  description: The new task.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Task" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "503": { $ref: "#/components/responses/Busy" }
            get:
              operationId: listTasks
              summary: Every task, open first, by due date (`offload tasks --json`).
              responses:
                "200":
                  description: The tasks.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [tasks]
                        properties:
                          tasks: { type: array, items: { $ref: "#/components/schemas/OrganizerTask" } }
          /v1/lists:
            get:
              operationId: listLists
              summary: Lists with their items (`offload lists --json`).
              responses:
                "200":
                  description: The lists, oldest first.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [lists]
                        properties:
                          lists: { type: array, items: { $ref: "#/components/schemas/List" } }
            post:
              operationId: createList
              summary: Make a list, with its first items if given (undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [name]
                      additionalProperties: false
                      properties:
                        name: { type: string, minLength: 1 }
                        items: { type: [array, "null"], items: { type: string, minLength: 1 } }
              responses:
                "201":
                  description: The new list.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/List" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "409": { $ref: "#/components/responses/Conflict" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/lists/{ref}:
            parameters:
              - $ref: "#/components/parameters/ListRef"
            get:
              operationId: getList
              summary: One list with its items (`offload lists NAME --json`).
              responses:
                "200":
                  description: The list.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/List" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "404": { $ref: "#/components/responses/NotFound" }
            patch:
              operationId: renameList
              summary: Rename a list (`offload list rename`; undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/Rename" }
              responses:
                "200":
                  description: The list.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/List" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "409": { $ref: "#/components/responses/Conflict" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/lists/{ref}/items:
            parameters:
              - $ref: "#/components/parameters/ListRef"
            post:
              operationId: addListItems
              summary: Add items at the end of a list (`offload list add`; undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/Texts" }
              responses:
                "201":
                  description: The list with its new items.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/List" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/lists/{ref}/order:
            parameters:
              - $ref: "#/components/parameters/ListRef"
            post:
              operationId: orderListItem
              summary: Move a list item to the top or bottom, or before or after another item (`offload list order`).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [item]
                      additionalProperties: false
                      minProperties: 2
                      maxProperties: 2
                      properties:
                        item: { type: string, description: An id prefix of an item of this list. }
                        top: { type: boolean, const: true }
                        bottom: { type: boolean, const: true }
                        before: { type: string, description: An id prefix or LIST:N of another item of this list. }
                        after: { type: string, description: An id prefix or LIST:N of another item of this list. }
              responses:
                "200":
                  description: The list in its new order.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/List" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/plans:
            get:
              operationId: listPlans
              summary: Plans with their tasks and nested plans (`offload plans --json`).
              parameters:
                - name: archived
                  in: query
                  description: List archived plans too (`--archived`).
                  schema: { type: boolean, default: false }
              responses:
                "200":
                  description: The top-level plans, oldest first.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [plans]
                        properties:
                          plans: { type: array, items: { $ref: "#/components/schemas/Plan" } }
                "400": { $ref: "#/components/responses/BadRequest" }
            post:
              operationId: createPlan
              summary: Make a plan, with its first steps if given (undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      required: [title]
                      additionalProperties: false
                      properties:
                        title: { type: string, minLength: 1 }
                        steps: { type: [array, "null"], items: { type: string, minLength: 1 } }
              responses:
                "201":
                  description: The new plan.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Plan" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "409": { $ref: "#/components/responses/Conflict" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/plans/{ref}:
            parameters:
              - $ref: "#/components/parameters/PlanRef"
            get:
              operationId: getPlan
              summary: One plan, archived or nested too, with its tasks and nested plans.
              responses:
                "200":
                  description: The plan.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Plan" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "404": { $ref: "#/components/responses/NotFound" }
            patch:
              operationId: renamePlan
              summary: Rename a plan (`offload plan rename`; undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/Rename" }
              responses:
                "200":
                  description: The plan.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Plan" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "409": { $ref: "#/components/responses/Conflict" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/plans/{ref}/steps:
            parameters:
              - $ref: "#/components/parameters/PlanRef"
            post:
              operationId: addPlanSteps
              summary: Add steps (tasks) at the end of a plan (`offload plan add`; undoable).
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/Texts" }
              responses:
                "201":
                  description: The plan with its new steps.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Plan" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/plans/{ref}/archive:
            parameters:
              - $ref: "#/components/parameters/PlanRef"
            post:
              operationId: archivePlan
              summary: Archive a plan, out of GET /v1/plans unless archived=true (`offload plan archive`; undoable).
              responses:
                "200":
                  description: The plan, with `archivedAt`.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Plan" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/plans/{ref}/unarchive:
            parameters:
              - $ref: "#/components/parameters/PlanRef"
            post:
              operationId: unarchivePlan
              summary: Bring an archived plan back (`offload plan unarchive`; undoable).
              responses:
                "200":
                  description: The plan.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Plan" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "404": { $ref: "#/components/responses/NotFound" }
                "503": { $ref: "#/components/responses/Busy" }
          /v1/comms:
            get:
              operationId: listCommunications
              summary: People to call, email or message, not done first (`offload comms --json`).
              responses:
                "200":
                  description: The communication items.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [communications]
                        properties:
                          communications: { type: array, items: { $ref: "#/components/schemas/Communication" } }
          /v1/notes:
            get:
              operationId: listNotes
              summary: Notes, oldest first (`offload notes --json`).
              responses:
                "200":
                  description: The notes.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [notes]
                        properties:
                          notes: { type: array, items: { $ref: "#/components/schemas/Note" } }
          /v1/notes/{id}:
            parameters:
              - $ref: "#/components/parameters/ItemID"
            get:
              operationId: getNote
              summary: One note with its whole text (`offload notes ID --json`).
              responses:
                "200":
                  description: The note.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Note" }
                "400": { $ref: "#/components/responses/BadRequest" }
                "404": { $ref: "#/components/responses/NotFound" }
          /v1/categories:
            get:
              operationId: listCategories
              summary: Every category with how many tasks and other items carry it (`offload categories --json`).
              responses:
                "200":
                  description: The categories, by name.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [categories]
                        properties:
                          categories: { type: array, items: { $ref: "#/components/schemas/LabelCount" } }
          /v1/tags:
            get:
              operationId: listTags
              summary: Every tag with how many tasks and other items carry it (`offload tags --json`).
              responses:
                "200":
                  description: The tags, by name.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [tags]
                        properties:
                          tags: { type: array, items: { $ref: "#/components/schemas/LabelCount" } }
          /v1/search:
            get:
              operationId: search
              summary: Everything holding every word, best first (`offload search --json`).
              parameters:
                - name: q
                  in: query
                  required: true
                  description: The words; each must match the start of a word, ignoring case and accents.
                  schema: { type: string, minLength: 1 }
                - name: limit
                  in: query
                  schema: { type: integer, minimum: 1, maximum: 1000, default: 20 }
              responses:
                "200":
                  description: The hits, best first.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [query, hits]
                        properties:
                          query: { type: string }
                          hits:
                            type: array
                            items:
                              type: object
                              required: [kind, id, text, rank]
                              properties:
                                kind:
                                  type: string
                                  enum: [capture, task, list, list_item, plan, communication, note]
                                id: { type: string }
                                text: { type: string }
                                rank: { type: number, description: "SQLite's bm25 rank: lower is better." }
                "400": { $ref: "#/components/responses/BadRequest" }
          # ---- web page and service ----
          /:
            get:
              operationId: webPage
              summary: The web page, rendered on the server.
              description: |
                The capture box, the first capture awaiting review and the Today, Inbox and Upcoming views. It loads
                `/assets/app.css` and `/assets/app.js` only (Content-Security-Policy `default-src 'self'`); every
                value is HTML-escaped.
              responses:
                "200": { $ref: "#/components/responses/Page" }
          /ui/review:
            get:
              operationId: webReviewFragment
              summary: The review card alone, as the page shows it.
              description: "The capture at `position` in the review queue (from 0; past the end, the first), or the empty state."
              parameters:
                - name: position
                  in: query
                  schema: { type: integer, minimum: 0, maximum: 2147483647, default: 0 }
              responses:
                "200": { $ref: "#/components/responses/Page" }
                "400": { $ref: "#/components/responses/BadRequest" }
          /ui/today:
            get:
              operationId: webTodayFragment
              summary: The Today panel alone, as the page shows it.
              responses:
                "200": { $ref: "#/components/responses/Page" }
          /ui/inbox:
            get:
              operationId: webInboxFragment
              summary: The Inbox panel alone, as the page shows it.
              responses:
                "200": { $ref: "#/components/responses/Page" }
          /ui/upcoming:
            get:
              operationId: webUpcomingFragment
              summary: The Upcoming panel alone, as the page shows it.
              parameters:
                - name: days
                  in: query
                  schema: { type: integer, minimum: 1, maximum: 366, default: 7 }
              responses:
                "200": { $ref: "#/components/responses/Page" }
                "400": { $ref: "#/components/responses/BadRequest" }
          /assets/app.css:
            get:
              operationId: webStyleSheet
              summary: The page's style sheet.
              description: "Cacheable for a year (the page names it with its version); answers 304 to a matching `If-None-Match`."
              responses:
                "200":
                  description: The style sheet.
                  headers:
                    ETag: { schema: { type: string } }
                  content:
                    text/css:
                      schema: { type: string }
                "304": { description: Not modified. }
          /assets/app.js:
            get:
              operationId: webScript
              summary: The page's script.
              description: "Cacheable for a year (the page names it with its version); answers 304 to a matching `If-None-Match`."
              responses:
                "200":
                  description: The script.
                  headers:
                    ETag: { schema: { type: string } }
                  content:
                    text/javascript:
                      schema: { type: string }
                "304": { description: Not modified. }
          /metrics:
            get:
              operationId: metrics
              summary: Request and service counters in the Prometheus text format.
              description: |
                Hummingbird's request metrics (`hb_requests`, `http_server_request_duration` by route, method and
                status) and the service's own counters: `offload_captures_saved_total` and
                `offload_requests_refused_total` by `reason` (an error code, or `request_timeout` for a connection
                cut at the request deadline).
              responses:
                "200":
                  description: The metrics.
                  content:
                    text/plain:
                      schema: { type: string }
                "401": { $ref: "#/components/responses/Unauthorized" }
          /login:
            get:
              operationId: loginPage
              summary: The login page of a server that needs its token.
              security: [{}]
              responses:
                "200":
                  description: A small HTML form that posts the token to `POST /login`.
                  content:
                    text/html:
                      schema: { type: string }
                "303":
                  description: On a loopback server there is nothing to log into; redirects to `/`.
            post:
              operationId: login
              summary: Log the web page in with the token; sets the session cookie.
              description: |
                The right token starts a session: `Set-Cookie: offload_session=...; Path=/; HttpOnly;
                SameSite=Strict` (a random id kept in memory, never the token). A form post (the login page) is
                redirected to `/` with 303; a JSON post gets 204. Sessions end when the server restarts. On a
                loopback server there is nothing to log into: no cookie, the same 303 or 204.
              security: [{}]
              requestBody:
                required: true
                content:
                  application/x-www-form-urlencoded:
                    schema: { $ref: "#/components/schemas/Login" }
                  application/json:
                    schema: { $ref: "#/components/schemas/Login" }
              responses:
                "204":
                  description: Logged in (JSON body).
                  headers:
                    Set-Cookie:
                      description: The session cookie, on a token server.
                      schema: { type: string }
                "303":
                  description: Logged in (form body); go to `/`.
                  headers:
                    Set-Cookie:
                      description: The session cookie, on a token server.
                      schema: { type: string }
                "400": { $ref: "#/components/responses/BadRequest" }
                "401":
                  description: The token is wrong; a form post gets the login page again, JSON the error body.
                  content:
                    text/html:
                      schema: { type: string }
                    application/json:
                      schema: { $ref: "#/components/schemas/Error" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "413": { $ref: "#/components/responses/TooLarge" }
          /v1/unlock:
            post:
              operationId: unlock
              summary: Open a locked database with its passphrase; returns a grace token.
              description: |
                For a database with a passphrase lock (`offload lock set`). The right passphrase answers a token
                good for the lock's grace period (at least a minute): send it as `Authorization: Bearer TOKEN`
                (on a loopback server) or as the `offload_unlock` cookie, which this answer also sets (`HttpOnly;
                SameSite=Strict`). A form post (the web page's unlock form) is redirected to `/` with 303. A wrong
                passphrase is 401 `wrong_passphrase` (a form gets the form again); the next attempt waits a second
                (429 `too_many_attempts` until then), and one attempt runs at a time. Without a lock: 409
                `not_locked` (a form post is redirected to `/`).
              security: [{}]
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/Unlock" }
                  application/x-www-form-urlencoded:
                    schema: { $ref: "#/components/schemas/Unlock" }
              responses:
                "200":
                  description: Unlocked (JSON body).
                  headers:
                    Set-Cookie:
                      description: The `offload_unlock` cookie holding the token.
                      schema: { type: string }
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [token, expiresAt]
                        additionalProperties: false
                        properties:
                          token: { type: string, pattern: "^g1\\.[0-9]+\\.[0-9a-f]{64}$" }
                          expiresAt: { type: string, format: date-time }
                "303":
                  description: Unlocked (form body), or no lock to open; go to `/`.
                "400": { $ref: "#/components/responses/BadRequest" }
                "401":
                  description: The passphrase is wrong; a form post gets the unlock form again, JSON the error body.
                  content:
                    text/html:
                      schema: { type: string }
                    application/json:
                      schema: { $ref: "#/components/schemas/Error" }
                "403": { $ref: "#/components/responses/Forbidden" }
                "409": { $ref: "#/components/responses/Conflict" }
                "413": { $ref: "#/components/responses/TooLarge" }
                "429":
                  description: An attempt is running, or a wrong one was less than a second ago; see `Retry-After`.
                  headers:
                    Retry-After: { schema: { type: string } }
                  content:
                    text/html:
                      schema: { type: string }
                    application/json:
                      schema: { $ref: "#/components/schemas/Error" }
        components:
          securitySchemes:
            bearer:
              type: http
              scheme: bearer
              description: The token of `offload serve --show-token` (64 hex digits); needed off loopback only.
            session:
              type: apiKey
              in: cookie
              name: offload_session
              description: The session cookie `POST /login` sets for the web page.
            unlock:
              type: apiKey
              in: cookie
              name: offload_unlock
              description: The grace token `POST /v1/unlock` sets, for a database with a passphrase lock.
          parameters:
            CaptureID:
              name: id
              in: path
              required: true
              description: A full id or a unique prefix of at least 4 hex characters.
              schema: { type: string, pattern: "^[0-9A-Fa-f-]{4,36}$" }
            ItemID:
              name: id
              in: path
              required: true
              description: A unique id prefix (4+ hex characters); state changes and removal also take LIST:N.
              schema: { type: string, pattern: "^([0-9A-Fa-f-]{4,36}|[^:/]+:[1-9][0-9]*)$" }
            ListRef:
              name: ref
              in: path
              required: true
              description: A unique id prefix of the list, or its name (any case).
              schema: { type: string }
            PlanRef:
              name: ref
              in: path
              required: true
              description: A unique id prefix of the plan, or its title (any case).
              schema: { type: string }
            Category:
              name: category
              in: query
              description: Only tasks in this category, any case (`--category`).
              schema: { type: string }
            Tag:
              name: tag
              in: query
              description: Only tasks with this tag, any case; a leading `#` is ignored (`--tag`).
              schema: { type: string }
            SuggestionID:
              name: id
              in: path
              required: true
              description: A full suggestion id or a unique prefix of at least 4 hex characters.
              schema: { type: string }
          responses:
            BadRequest:
              description: The request cannot be used as sent.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            Forbidden:
              description: A state-changing request from a foreign origin.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            NotFound:
              description: Nothing has this id.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            Conflict:
              description: The request conflicts with the current state.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            TooLarge:
              description: The body is larger than the cap.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            Unauthorized:
              description: This server needs its token (or a session cookie); see `WWW-Authenticate`.
              headers:
                WWW-Authenticate:
                  schema: { type: string, const: 'Bearer realm="offload"' }
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            Busy:
              description: The database is busy; try again (see `Retry-After`).
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
            Page:
              description: "HTML, with a Content-Security-Policy of `default-src 'self'` and `Cache-Control: no-store`."
              headers:
                Content-Security-Policy: { schema: { type: string } }
              content:
                text/html:
                  schema: { type: string }
            Unavailable:
              description: No models are loaded, or the server is shutting down.
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
          schemas:
            Error:
              type: object
              required: [error]
              properties:
                error:
                  type: object
                  required: [code, message]
                  properties:
                    code: { type: string }
                    message: { type: string }
            Login:
              type: object
              required: [token]
              properties:
                token: { type: string }
            Unlock:
              type: object
              required: [passphrase]
              properties:
                passphrase: { type: string }
            CaptureInput:
              type: object
              required: [text]
              properties:
                text:
                  description: The text, saved exactly as sent; it needs a character other than white space, and no NUL.
                  type: string
                  minLength: 1
                  maxLength: 4194304
                  pattern: "^[^\\x00]*[^\\s\\x00][^\\x00]*$"
                source: { type: [string, "null"], enum: [text, voice, null] }
            Capture:
              type: object
              required: [id, rawText, createdAt, source, status]
              properties:
                id: { type: string, format: uuid }
                rawText: { type: string }
                createdAt: { type: string, format: date-time }
                source: { type: string, enum: [text, voice] }
                status: { type: string, enum: [pending, processing, review, completed, failed] }
            Task:
              type: object
              required: [id, title, status, position, priority, tags, postponed]
              properties:
                id: { type: string, format: uuid }
                title: { type: string }
                status: { type: string, enum: [open, active, waiting, someday, done, cancelled] }
                dueDate: { type: [string, "null"] }
                position: { type: integer }
                priority: { type: string }
                category: { type: [string, "null"] }
                tags: { type: array, items: { type: string } }
                recurrence: { type: [string, "null"] }
                planID: { type: [string, "null"] }
                postponed: { type: integer }
                completedAt: { type: [string, "null"] }
                reminder: { type: [string, "null"], description: "When its next pending reminder is due." }
            HandOffInput:
              oneOf:
                - type: object
                  additionalProperties: false
                  properties:
                    all: { type: boolean, description: "Failed captures too." }
                - type: object
                  required: [ids]
                  additionalProperties: false
                  properties:
                    ids: { type: array, minItems: 1, items: { type: string } }
            ReprocessInput:
              oneOf:
                - type: object
                  required: [all]
                  additionalProperties: false
                  properties:
                    all: { const: true }
                - type: object
                  required: [ids]
                  additionalProperties: false
                  properties:
                    ids: { type: array, minItems: 1, items: { type: string } }
            Job:
              type: object
              required: [id, kind, state, total, processed, completed, failed, skipped, suggestions, startedAt]
              properties:
                id: { type: string, format: uuid }
                kind: { type: string, enum: [handoff, reprocess] }
                state: { type: string, enum: [running, finished, failed, stopped] }
                total: { type: integer }
                processed: { type: integer }
                completed: { type: integer }
                failed: { type: integer }
                skipped: { type: integer }
                suggestions: { type: integer }
                startedAt: { type: string, format: date-time }
                finishedAt: { type: string, format: date-time }
            SuggestionItem:
              type: object
              required: [text]
              properties:
                text: { type: string }
                quantity: { type: number }
                unit: { type: string }
                children: { type: array, items: { $ref: "#/components/schemas/SuggestionItem" } }
            Placed:
              type: object
              required: [destinationType, destinationID, destinationName]
              properties:
                destinationType: { type: string, enum: [task, list, plan, communication, note] }
                destinationID: { type: string, format: uuid }
                destinationName: { type: string }
            Suggestion:
              type: object
              required: [id, captureID, title, confidence, destinationType, items, tags, explanation]
              properties:
                id: { type: string, format: uuid }
                captureID: { type: string, format: uuid }
                title: { type: string }
                confidence: { type: number }
                destinationType: { type: string, enum: [task, list, plan, communication, note] }
                destinationName: { type: string }
                items: { type: array, items: { $ref: "#/components/schemas/SuggestionItem" } }
                dueDate: { type: string, format: date-time }
                recurrence: { type: string }
                priority: { type: string, enum: [low, medium, high, urgent] }
                category: { type: string }
                tags: { type: array, items: { type: string } }
                contact: { type: string }
                channel: { type: string, enum: [call, email, message] }
                explanation:
                  type: array
                  items:
                    type: object
                    required: [feature, weight]
                    properties:
                      feature: { type: string }
                      weight: { type: number }
                alreadyPlaced: { $ref: "#/components/schemas/Placed" }
            ReviewItem:
              type: object
              required: [capture, runID, modelVersion, suggestions]
              properties:
                capture: { $ref: "#/components/schemas/Capture" }
                runID: { type: string, format: uuid }
                modelVersion: { type: string }
                language: { type: string, description: "The language the capture was read in (en, de, es, …)." }
                suggestions: { type: array, items: { $ref: "#/components/schemas/Suggestion" } }
            DecisionInput:
              description: |
                accept (with `again` to place what an earlier run placed), reject, or edit with at least one change.
                `tz` is the IANA zone `due` is read in (default: the server's).
              oneOf:
                - type: object
                  required: [action]
                  additionalProperties: false
                  properties:
                    action: { const: accept }
                    again: { type: boolean }
                    tz: { type: string }
                - type: object
                  required: [action]
                  additionalProperties: false
                  properties:
                    action: { const: reject }
                    again: { const: false }
                    tz: { type: string }
                - type: object
                  required: [action]
                  additionalProperties: false
                  anyOf:
                    - required: [title]
                    - required: [destination]
                    - required: [items]
                    - required: [due]
                    - required: [category]
                  properties:
                    action: { const: edit }
                    again: { type: boolean }
                    title: { type: string, minLength: 1 }
                    destination: { type: string, description: "task, list:NAME, plan:NAME, communication or note." }
                    items: { type: array, items: { type: string, minLength: 1 }, description: "The whole list of items, as it is to be." }
                    due:
                      type: [string, "null"]
                      description: Read like `offload decide --due` ("tomorrow 5pm", "next fri"); null removes the due date.
                    category: { type: string, minLength: 1 }
                    tz: { type: string }
            Decision:
              type: object
              required: [decisionID, suggestionID, kind, decidedAt, undone, suggestion]
              properties:
                decisionID: { type: string, format: uuid }
                suggestionID: { type: string, format: uuid }
                kind: { type: string, enum: [accepted, rejected, edited] }
                decidedAt: { type: string, format: date-time }
                undone: { type: boolean }
                placement:
                  type: object
                  required: [destinationType, destinationID, reusedExisting]
                  properties:
                    destinationType: { type: string, enum: [task, list, plan, communication, note] }
                    destinationID: { type: string, format: uuid }
                    destinationName: { type: string }
                    reusedExisting: { type: boolean }
                suggestion: { $ref: "#/components/schemas/Suggestion" }
            UndoAction:
              type: object
              required: [summary, at]
              properties:
                summary: { type: string }
                at: { type: string, format: date-time }
            AnalyzeInput:
              type: object
              required: [text]
              additionalProperties: false
              properties:
                text: { type: string, minLength: 1 }
                ref: { type: string, description: "The instant relative dates count from, ISO 8601 (default: now)." }
                tz: { type: string, description: "An IANA time zone (default: the server's)." }
                locale:
                  type: string
                  description: >-
                    en_US, en_GB, de_DE, es_ES, …: reads the text in this locale's language. Without it, the text's
                    language is detected and the server's locale is the fallback.
            Analysis:
              type: object
              required:
                [id, title, dates, entities, intent, confidence, category, categoryConfidence, explanation, language]
              properties:
                id: { type: [string, "null"] }
                title: { type: string }
                dates:
                  type: array
                  items:
                    type: object
                    required: [text, start, end, kind, value, granularity]
                    properties:
                      text: { type: string }
                      start: { type: integer }
                      end: { type: integer }
                      kind: { type: string }
                      value: { type: [string, "null"] }
                      end_value: { type: string }
                      rrule: { type: string }
                      duration_seconds: { type: number }
                      granularity: { type: string }
                entities:
                  type: array
                  items:
                    type: object
                    required: [kind, text, start, end, value, confidence]
                    properties:
                      kind: { type: string }
                      text: { type: string }
                      start: { type: integer }
                      end: { type: integer }
                      value: { type: object }
                      confidence: { type: number }
                intent: { type: string }
                confidence: { type: number }
                category: { type: [string, "null"] }
                categoryConfidence: { type: number }
                explanation:
                  type: array
                  items:
                    type: object
                    required: [feature, weight]
                    properties:
                      feature: { type: string }
                      weight: { type: number }
                      span: { type: object }
                language:
                  type: object
                  description: The language the text was read in, and how it was chosen.
                  required: [code, source]
                  properties:
                    code: { type: string }
                    source: { type: string, enum: [detected, forced, fallback] }
                    confidence: { type: number }
                    guess: { type: string }
            Today:
              type: object
              required: [date, tasks, fromEarlier]
              properties:
                date: { type: string, format: date }
                tasks: { type: array, items: { $ref: "#/components/schemas/Task" } }
                fromEarlier: { type: array, items: { $ref: "#/components/schemas/Task" } }
            DayCounts:
              type: object
              required: [days]
              properties:
                days:
                  type: array
                  items:
                    type: object
                    required: [date, isToday, open, done]
                    properties:
                      date: { type: string, format: date }
                      isToday: { type: boolean }
                      open: { type: integer, description: Unfinished tasks due that day. }
                      done: { type: integer, description: Tasks done that day. }
            TaskStatus:
              type: string
              enum: [open, active, waiting, someday, done, cancelled]
            StateChange:
              type: object
              required: [id, kind, title, from, to, changed]
              properties:
                id: { type: string, format: uuid }
                kind: { type: string, enum: [task, communication, list_item] }
                title: { type: string }
                from: { $ref: "#/components/schemas/TaskStatus" }
                to: { $ref: "#/components/schemas/TaskStatus" }
                changed: { type: boolean, description: "`false` when it was in that state already." }
                next:
                  type: object
                  description: A repeating task's next occurrence (a new task after done; the same task after skip).
                  required: [id, title, dueDate]
                  properties:
                    id: { type: string, format: uuid }
                    title: { type: string }
                    dueDate: { type: string, format: date-time }
            ItemEdit:
              type: object
              additionalProperties: false
              minProperties: 1
              properties:
                title: { type: string, minLength: 1 }
                notes: { type: string, description: Tasks only; empty removes them. }
                due: { type: [string, "null"], description: "A date and time the grammar reads; null removes it." }
                priority: { type: string, enum: [low, normal, medium, high, urgent] }
                category: { type: string, description: Created when new; empty removes it. }
                tags: { type: array, items: { type: string, minLength: 1 }, description: The whole set of tags. }
                plan: { type: string, description: Tasks only; created when new; empty takes it out of its plan. }
            ItemReference:
              type: object
              required: [id, kind, title]
              properties:
                id: { type: string, format: uuid }
                kind: { type: string, enum: [task, communication, list_item, list, plan, note] }
                title: { type: string }
            MoveResult:
              type: object
              required: [task, changed, isPostponement, postponed, isPast]
              properties:
                task: { $ref: "#/components/schemas/Task" }
                changed: { type: boolean }
                from: { type: string, format: date-time, description: The due date before; absent when it had none. }
                to: { type: string, format: date-time, description: The due date now; absent in the inbox. }
                isPostponement: { type: boolean, description: It went to a later day than it was due. }
                postponed: { type: integer, description: How many times it has been postponed. }
                isPast: { type: boolean, description: Its new day is before today (allowed). }
            OrderResult:
              type: object
              required: [task, changed, renumbered]
              properties:
                task: { $ref: "#/components/schemas/Task" }
                changed: { type: boolean }
                before: { $ref: "#/components/schemas/ItemReference" }
                after: { $ref: "#/components/schemas/ItemReference" }
                renumbered: { type: boolean, description: Every task was renumbered to make room. }
            RemoveResult:
              type: object
              required: [removed, listItems, subplans, planTasksRemoved, planTasksKept]
              properties:
                removed: { type: array, items: { $ref: "#/components/schemas/ItemReference" } }
                listItems: { type: integer }
                subplans: { type: integer }
                planTasksRemoved: { type: integer }
                planTasksKept: { type: integer }
            OrganizerTask:
              type: object
              required: [id, title, status, priority, tags, position, postponed, createdAt]
              properties:
                id: { type: string, format: uuid }
                title: { type: string }
                status: { $ref: "#/components/schemas/TaskStatus" }
                priority: { type: string, enum: [low, medium, high, urgent] }
                dueDate: { type: string, format: date-time }
                recurrence: { type: string }
                planID: { type: string, format: uuid }
                planTitle: { type: string }
                category: { type: string }
                tags: { type: array, items: { type: string } }
                position: { type: integer }
                postponed: { type: integer }
                createdAt: { type: string, format: date-time }
            List:
              type: object
              required: [id, name, listType, tags, createdAt, items]
              properties:
                id: { type: string, format: uuid }
                name: { type: string }
                listType: { type: string, enum: [shopping, packing, reference, custom] }
                category: { type: string }
                tags: { type: array, items: { type: string } }
                createdAt: { type: string, format: date-time }
                items:
                  type: array
                  items:
                    type: object
                    required: [id, text, isCompleted, position]
                    properties:
                      id: { type: string, format: uuid }
                      text: { type: string }
                      quantity: { type: number }
                      unit: { type: string }
                      isCompleted: { type: boolean }
                      position: { type: integer }
            Plan:
              type: object
              required: [id, title, tags, createdAt, done, tasks, subplans]
              properties:
                id: { type: string, format: uuid }
                title: { type: string }
                dueDate: { type: string, format: date-time }
                priority: { type: string, enum: [low, medium, high, urgent] }
                category: { type: string }
                tags: { type: array, items: { type: string } }
                createdAt: { type: string, format: date-time }
                archivedAt: { type: string, format: date-time }
                done: { type: integer, description: How many of its tasks are done or cancelled. }
                tasks: { type: array, items: { $ref: "#/components/schemas/OrganizerTask" } }
                subplans: { type: array, items: { $ref: "#/components/schemas/Plan" } }
            Communication:
              type: object
              required: [id, channel, title, tags, isDone, createdAt]
              properties:
                id: { type: string, format: uuid }
                channel: { type: string, enum: [call, email, message] }
                contactName: { type: string }
                title: { type: string }
                dueDate: { type: string, format: date-time }
                priority: { type: string, enum: [low, medium, high, urgent] }
                recurrence: { type: string }
                category: { type: string }
                tags: { type: array, items: { type: string } }
                isDone: { type: boolean }
                createdAt: { type: string, format: date-time }
            Note:
              type: object
              required: [id, title, body, tags, createdAt]
              properties:
                id: { type: string, format: uuid }
                title: { type: string }
                body: { type: string }
                captureID: { type: string, format: uuid }
                category: { type: string }
                tags: { type: array, items: { type: string } }
                createdAt: { type: string, format: date-time }
            LabelCount:
              type: object
              required: [name, tasks, others]
              properties:
                name: { type: string }
                tasks: { type: integer }
                others: { type: integer, description: Lists, plans, communications and notes that carry it. }
            Rename:
              type: object
              additionalProperties: false
              minProperties: 1
              maxProperties: 1
              properties:
                name: { type: string, minLength: 1 }
                title: { type: string, minLength: 1 }
            Texts:
              type: object
              additionalProperties: false
              minProperties: 1
              maxProperties: 1
              description: "`{\"items\": [...]}` (or `steps`) for several, `{\"text\"}` for one."
              properties:
                items: { type: array, minItems: 1, items: { type: string, minLength: 1 } }
                steps: { type: array, minItems: 1, items: { type: string, minLength: 1 } }
                text: { type: string, minLength: 1 }
        """#
}

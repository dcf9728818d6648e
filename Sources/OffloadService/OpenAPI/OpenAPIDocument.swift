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
        servers:
          - url: http://127.0.0.1:8765
        paths:
          /health:
            get:
              operationId: health
              summary: Whether the service is up.
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
                    schema: { $ref: "#/components/schemas/HandOffInput" }
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
              summary: Today's tasks, and those from earlier days still open.
              responses:
                "200":
                  description: Today.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [date, tasks, fromEarlier]
                        properties:
                          date: { type: string, format: date }
                          tasks: { type: array, items: { $ref: "#/components/schemas/Task" } }
                          fromEarlier: { type: array, items: { $ref: "#/components/schemas/Task" } }
          # ---- organizer: items, tasks, lists, plans, comms, notes, search ----
          # ---- web page and service ----
        components:
          parameters:
            CaptureID:
              name: id
              in: path
              required: true
              description: A full id or a unique prefix of at least 4 hex characters.
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
            Busy:
              description: The database is busy; try again (see `Retry-After`).
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/Error" }
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
            CaptureInput:
              type: object
              required: [text]
              properties:
                text: { type: string, minLength: 1 }
                source: { type: string, enum: [text, voice] }
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
            HandOffInput:
              type: object
              properties:
                all: { type: boolean }
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
                suggestions: { type: array, items: { $ref: "#/components/schemas/Suggestion" } }
            DecisionInput:
              type: object
              required: [action]
              properties:
                action: { type: string, enum: [accept, reject, edit] }
                again: { type: boolean, description: "Place it although an earlier run of the capture placed the same." }
                title: { type: string, minLength: 1 }
                destination: { type: string, description: "task, list:NAME, plan:NAME, communication or note." }
                items: { type: array, items: { type: string }, description: "The whole list of items, as it is to be." }
                due:
                  type: [string, "null"]
                  description: Read like `offload decide --due` ("tomorrow 5pm", "next fri"); null removes the due date.
                category: { type: string, minLength: 1 }
                tz: { type: string, description: "The IANA time zone `due` is read in (default: the server's)." }
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
              properties:
                text: { type: string, minLength: 1 }
                ref: { type: string, description: "The instant relative dates count from, ISO 8601 (default: now)." }
                tz: { type: string, description: "An IANA time zone (default: the server's)." }
                locale: { type: string, description: "en_US, en_GB, de_DE, es_ES, … (default: the server's)." }
            Analysis:
              type: object
              required: [id, title, dates, entities, intent, confidence, category, categoryConfidence, explanation]
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
        """#
}

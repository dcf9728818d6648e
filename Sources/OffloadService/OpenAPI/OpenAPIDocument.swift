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
        components:
          parameters:
            CaptureID:
              name: id
              in: path
              required: true
              description: A full id or a unique prefix of at least 4 hex characters.
              schema: { type: string, pattern: "^[0-9A-Fa-f-]{4,36}$" }
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
            Page:
              description: "HTML, with a Content-Security-Policy of `default-src 'self'` and `Cache-Control: no-store`."
              headers:
                Content-Security-Policy: { schema: { type: string } }
              content:
                text/html:
                  schema: { type: string }
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
        """#
}

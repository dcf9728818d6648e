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
          parameters:
            CaptureID:
              name: id
              in: path
              required: true
              description: A full id or a unique prefix of at least 4 hex characters.
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
        """#
}

import Hummingbird

extension ServiceError {
    /// 400: a field of the body has a value the route cannot use; the message names the field, never the value.
    static func badField(_ name: String, _ detail: String) -> ServiceError {
        ServiceError(.badRequest, code: "bad_field", message: "The field '\(name)' \(detail)")
    }

    /// 400: a date or time the date grammar cannot read; nothing was changed.
    static func unreadableWhen(_ field: String) -> ServiceError {
        ServiceError(
            .badRequest, code: "unreadable_when",
            message: "The field '\(field)' holds no date or time Offload can read, so nothing was changed. "
                + "Try e.g. \"tomorrow 5pm\", \"next fri 9am\", \"in 2 weeks\" or 2026-12-01.")
    }
}

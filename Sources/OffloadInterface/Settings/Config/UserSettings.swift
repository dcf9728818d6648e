import Foundation
import Synchronization

/// The user's saved settings (`config.toml`), typed; a key that is not set is `nil`.
public struct UserSettings: Sendable, Equatable {
    /// The time zone for dates and views.
    public var timeZone: String?
    /// The locale dates are read in.
    public var locale: String?
    /// When a day starts: before it, "today" is still the day before.
    public var dayStart: ClockTime?
    /// The day weeks start on.
    public var weekStart: WeekStart?
    /// Hours when no reminder is sent; `nil` for none.
    public var quietHours: QuietHours?
    /// Days a week without a completion that keep a streak going.
    public var restDays: Int?
    /// The list a list suggestion goes to when the capture names none.
    public var defaultList: String?

    /// No settings: every default applies.
    public static let none = UserSettings()

    /// Settings from canonical values by key (see ``SettingKey/canonical(_:)``).
    public init(values: [SettingKey: String] = [:]) {
        timeZone = values[.timezone]
        locale = values[.locale]
        dayStart = values[.dayStart].flatMap(ClockTime.init)
        weekStart = values[.weekStart].flatMap(WeekStart.init)
        quietHours = values[.quietHours].flatMap(QuietHours.init)
        restDays = values[.restDays].flatMap { Int($0) }
        defaultList = values[.defaultList]
    }

    /// The time zone to use: this setting's, else the system's (`TZ`).
    public var zone: TimeZone { timeZone.flatMap(TimeZone.init(identifier:)) ?? .current }

    private static let loaded = Mutex<UserSettings>(.none)

    /// The settings this process runs with: ``none`` until a front end sets them at start (the CLI and the
    /// service read the file once), so libraries and tests are not affected by the user's file.
    public static var process: UserSettings {
        get { loaded.withLock { $0 } }
        set { loaded.withLock { $0 = newValue } }
    }
}

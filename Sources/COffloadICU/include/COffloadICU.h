#ifndef COFFLOAD_ICU_H
#define COFFLOAD_ICU_H

#include <stdint.h>

/// Status codes returned by every function here (negative values are failures).
#define OFFLOAD_ICU_OK 0
#define OFFLOAD_ICU_BUFFER_TOO_SMALL -1
#define OFFLOAD_ICU_FAILURE -2
#define OFFLOAD_ICU_BAD_ARGUMENT -3

/// Applies NFKC case folding (`NFKC_Casefold`) to UTF-16 `text`.
/// Writes at most `capacity` units to `out`; returns the folded length, which may exceed `capacity`
/// (then call again with a larger buffer), or a negative status.
int32_t offload_nfkc_casefold(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity);

/// Removes combining marks after canonical decomposition ("café" -> "cafe") and recomposes.
/// Same buffer contract as `offload_nfkc_casefold`.
int32_t offload_fold_diacritics(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity);

/// Canonicalizes a locale identifier ("en-us" -> "en_US"). Returns the length written or a negative status.
int32_t offload_canonical_locale(const char *locale, char *out, int32_t capacity);

/// Returns 1 when the locale's short date pattern puts the month before the day (en_US),
/// 0 when the day comes first (en_GB, de_DE), or a negative status.
int32_t offload_locale_month_first(const char *locale);

/// Converts a wall-clock time in the zone `zoneID` (UTF-16 Olson id) to milliseconds since 1970 UTC.
/// Out-of-range fields roll over (day 32 is the next month's first). `month` is 1-12.
/// `*inGap` is set to 1 when the wall time does not exist (a spring-forward gap); the returned instant is then
/// the one the same offset before the gap gives (ICU's lenient default), so callers can report it.
int32_t offload_wall_to_instant(const uint16_t *zoneID, int32_t zoneLength, int32_t year, int32_t month,
                                int32_t day, int32_t hour, int32_t minute, int32_t second, double *millis,
                                int32_t *inGap);

/// Splits an instant into wall-clock fields in `zoneID`: fields[0..7] = year, month (1-12), day, hour,
/// minute, second, weekday (1 = Sunday ... 7 = Saturday), UTC offset in seconds (zone + DST).
int32_t offload_instant_to_wall(const uint16_t *zoneID, int32_t zoneLength, double millis, int32_t *fields);

/// Adds `amount` of a calendar unit to an instant in `zoneID`, the way a calendar does it (Jan 31 + 1 month =
/// Feb 28/29; days keep the wall time across DST). `unit`: 0 year, 1 month, 2 week, 3 day, 4 hour, 5 minute.
int32_t offload_calendar_add(const uint16_t *zoneID, int32_t zoneLength, double millis, int32_t unit,
                             int32_t amount, double *result);

/// Returns 1 when `zoneID` names a time zone ICU knows, 0 when not.
int32_t offload_is_known_zone(const uint16_t *zoneID, int32_t zoneLength);

/// Resolves a wall-clock time in `zoneID` in one calendar pass, for the date extractor.
/// Fields must be in their normal ranges (month 1-12, day within the month, hour 0-23, minute and second 0-59),
/// else OFFLOAD_ICU_BAD_ARGUMENT. Writes the instant (milliseconds since 1970 UTC), the UTC offset in seconds that
/// applies at that instant, and `*inGap` = 1 when the wall time does not exist (a spring-forward gap, checked on
/// every day of the month); the instant is then ICU's lenient reading, which lies after the gap.
int32_t offload_resolve_wall(const uint16_t *zoneID, int32_t zoneLength, int32_t year, int32_t month,
                             int32_t day, int32_t hour, int32_t minute, int32_t second, double *millis,
                             int32_t *offsetSeconds, int32_t *inGap);

#endif

#include "COffloadICU.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

static int32_t status_of(UErrorCode error) {
    if (error == U_BUFFER_OVERFLOW_ERROR) return OFFLOAD_ICU_BUFFER_TOO_SMALL;
    return U_FAILURE(error) ? OFFLOAD_ICU_FAILURE : OFFLOAD_ICU_OK;
}

int32_t offload_nfkc_casefold(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity) {
    if (length < 0 || (length > 0 && text == NULL) || capacity < 0) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *fold = unorm2_getNFKCCasefoldInstance(&error);
    if (U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    int32_t written = unorm2_normalize(fold, (const UChar *)text, length, (UChar *)out, capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING) return written;
    return U_FAILURE(error) ? OFFLOAD_ICU_FAILURE : written;
}

int32_t offload_fold_diacritics(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity) {
    if (length < 0 || (length > 0 && text == NULL) || capacity < 0) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&error);
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&error);
    if (U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    UChar stackBuffer[512];
    UChar *decomposed = stackBuffer;
    int32_t decomposedCapacity = 512;
    int32_t decomposedLength = unorm2_normalize(nfd, (const UChar *)text, length, decomposed, decomposedCapacity, &error);
    UChar *heap = NULL;
    if (error == U_BUFFER_OVERFLOW_ERROR || decomposedLength > decomposedCapacity) {
        error = U_ZERO_ERROR;
        decomposedCapacity = decomposedLength + 1;
        heap = (UChar *)malloc(sizeof(UChar) * (size_t)decomposedCapacity);
        if (heap == NULL) return OFFLOAD_ICU_FAILURE;
        decomposed = heap;
        decomposedLength = unorm2_normalize(nfd, (const UChar *)text, length, decomposed, decomposedCapacity, &error);
    }
    if (U_FAILURE(error)) { free(heap); return OFFLOAD_ICU_FAILURE; }
    int32_t kept = 0;
    for (int32_t i = 0; i < decomposedLength;) {
        UChar32 c;
        int32_t start = i;
        U16_NEXT(decomposed, i, decomposedLength, c);
        if (u_charType(c) == U_NON_SPACING_MARK) continue;
        for (int32_t k = start; k < i; k++) decomposed[kept++] = decomposed[k];
    }
    int32_t written = unorm2_normalize(nfc, decomposed, kept, (UChar *)out, capacity, &error);
    free(heap);
    if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING) return written;
    return U_FAILURE(error) ? OFFLOAD_ICU_FAILURE : written;
}

int32_t offload_canonical_locale(const char *locale, char *out, int32_t capacity) {
    if (locale == NULL || out == NULL || capacity <= 0) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    int32_t written = uloc_canonicalize(locale, out, capacity, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) return status_of(error) ? status_of(error) : OFFLOAD_ICU_BUFFER_TOO_SMALL;
    return written;
}

int32_t offload_locale_month_first(const char *locale) {
    if (locale == NULL) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    UDateFormat *format = udat_open(UDAT_NONE, UDAT_SHORT, locale, NULL, 0, NULL, 0, &error);
    if (U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    UChar pattern[128];
    int32_t length = udat_toPattern(format, 0, pattern, 128, &error);
    udat_close(format);
    if (U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    int32_t monthAt = -1, dayAt = -1;
    for (int32_t i = 0; i < length && i < 128; i++) {
        if (pattern[i] == 'M' && monthAt < 0) monthAt = i;
        if (pattern[i] == 'd' && dayAt < 0) dayAt = i;
    }
    if (monthAt < 0 || dayAt < 0) return OFFLOAD_ICU_FAILURE;
    return monthAt < dayAt ? 1 : 0;
}

static UCalendar *open_calendar(const uint16_t *zoneID, int32_t zoneLength, UErrorCode *error) {
    if (zoneID == NULL || zoneLength <= 0) { *error = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    return ucal_open((const UChar *)zoneID, zoneLength, "en_US_POSIX", UCAL_GREGORIAN, error);
}

/* Opening an ICU calendar loads the zone's rules, which costs far more than using one. The date extractor resolves
 * one wall time per mention and batch hand-off and `analyze --jsonl` read one reference instant per capture, often
 * in a few zones taking turns, so each thread keeps a calendar for each of the last zones it used (the oldest makes
 * way). Its users set the instant or the fields they read and never change its attributes from ICU's defaults. They
 * are never shared between threads (thread-local) and live until the thread ends; a few per thread is a bounded
 * leak. */
enum { CACHED_CALENDARS = 8 };
static _Thread_local struct {
    UCalendar *calendar;
    UChar zone[129];
    int32_t zoneLength;
} cachedCalendars[CACHED_CALENDARS];
static _Thread_local int32_t nextCachedCalendar = 0;

static UCalendar *cached_calendar(const uint16_t *zoneID, int32_t zoneLength, UErrorCode *error) {
    if (zoneID == NULL || zoneLength <= 0 || zoneLength > 128) { *error = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    for (int32_t index = 0; index < CACHED_CALENDARS; index++) {
        if (cachedCalendars[index].calendar != NULL && cachedCalendars[index].zoneLength == zoneLength &&
            memcmp(cachedCalendars[index].zone, zoneID, (size_t)zoneLength * sizeof(UChar)) == 0)
            return cachedCalendars[index].calendar;
    }
    UCalendar *calendar = open_calendar(zoneID, zoneLength, error);
    if (U_FAILURE(*error)) return NULL;
    int32_t slot = nextCachedCalendar;
    nextCachedCalendar = (slot + 1) % CACHED_CALENDARS;
    if (cachedCalendars[slot].calendar != NULL) ucal_close(cachedCalendars[slot].calendar);
    cachedCalendars[slot].calendar = calendar;
    memcpy(cachedCalendars[slot].zone, zoneID, (size_t)zoneLength * sizeof(UChar));
    cachedCalendars[slot].zoneLength = zoneLength;
    return calendar;
}

int32_t offload_wall_to_instant(const uint16_t *zoneID, int32_t zoneLength, int32_t year, int32_t month,
                                int32_t day, int32_t hour, int32_t minute, int32_t second, double *millis,
                                int32_t *inGap) {
    if (millis == NULL || inGap == NULL) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    UCalendar *calendar = open_calendar(zoneID, zoneLength, &error);
    if (U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    ucal_setAttribute(calendar, UCAL_LENIENT, 1);
    ucal_clear(calendar);
    ucal_setDateTime(calendar, year, month - 1, day, hour, minute, second, &error);
    UDate instant = ucal_getMillis(calendar, &error);
    if (U_FAILURE(error)) { ucal_close(calendar); return OFFLOAD_ICU_FAILURE; }
    /* Check against a second, non-lenient-wall-time calendar: if the wall time is skipped, ICU reports an error. */
    ucal_setAttribute(calendar, UCAL_LENIENT, 0);
    ucal_setAttribute(calendar, UCAL_SKIPPED_WALL_TIME, UCAL_WALLTIME_NEXT_VALID);
    UErrorCode strictError = U_ZERO_ERROR;
    ucal_clear(calendar);
    int32_t gap = 0;
    /* Only meaningful when the fields are in their normal ranges; rolled-over fields are never reported as a gap. */
    if (month >= 1 && month <= 12 && day >= 1 && day <= 28 && hour >= 0 && hour < 24 && minute >= 0 && minute < 60) {
        ucal_setDateTime(calendar, year, month - 1, day, hour, minute, second, &strictError);
        UDate next = ucal_getMillis(calendar, &strictError);
        if (U_SUCCESS(strictError)) {
            int32_t backHour = ucal_get(calendar, UCAL_HOUR_OF_DAY, &strictError);
            int32_t backMinute = ucal_get(calendar, UCAL_MINUTE, &strictError);
            if (U_SUCCESS(strictError) && (backHour != hour || backMinute != minute)) { gap = 1; instant = next; }
        }
    }
    ucal_close(calendar);
    *millis = instant;
    *inGap = gap;
    return OFFLOAD_ICU_OK;
}

int32_t offload_instant_to_wall(const uint16_t *zoneID, int32_t zoneLength, double millis, int32_t *fields) {
    if (fields == NULL) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    UCalendar *calendar = cached_calendar(zoneID, zoneLength, &error);
    if (calendar == NULL || U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    ucal_setMillis(calendar, millis, &error);
    fields[0] = ucal_get(calendar, UCAL_YEAR, &error);
    if (ucal_get(calendar, UCAL_ERA, &error) == 0) fields[0] = 1 - fields[0];
    fields[1] = ucal_get(calendar, UCAL_MONTH, &error) + 1;
    fields[2] = ucal_get(calendar, UCAL_DAY_OF_MONTH, &error);
    fields[3] = ucal_get(calendar, UCAL_HOUR_OF_DAY, &error);
    fields[4] = ucal_get(calendar, UCAL_MINUTE, &error);
    fields[5] = ucal_get(calendar, UCAL_SECOND, &error);
    fields[6] = ucal_get(calendar, UCAL_DAY_OF_WEEK, &error);
    int32_t offset = ucal_get(calendar, UCAL_ZONE_OFFSET, &error) + ucal_get(calendar, UCAL_DST_OFFSET, &error);
    fields[7] = offset / 1000;
    return status_of(error);
}

int32_t offload_calendar_add(const uint16_t *zoneID, int32_t zoneLength, double millis, int32_t unit,
                             int32_t amount, double *result) {
    if (result == NULL) return OFFLOAD_ICU_BAD_ARGUMENT;
    static const UCalendarDateFields units[] = {UCAL_YEAR, UCAL_MONTH, UCAL_WEEK_OF_YEAR, UCAL_DAY_OF_MONTH,
                                                UCAL_HOUR_OF_DAY, UCAL_MINUTE};
    if (unit < 0 || unit > 5) return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    UCalendar *calendar = cached_calendar(zoneID, zoneLength, &error);
    if (calendar == NULL || U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    ucal_setMillis(calendar, millis, &error);
    ucal_add(calendar, units[unit], amount, &error);
    *result = ucal_getMillis(calendar, &error);
    return status_of(error);
}

int32_t offload_is_known_zone(const uint16_t *zoneID, int32_t zoneLength) {
    if (zoneID == NULL || zoneLength <= 0 || zoneLength > 128) return 0;
    UChar canonical[160];
    UBool isSystem = 0;
    UErrorCode error = U_ZERO_ERROR;
    ucal_getCanonicalTimeZoneID((const UChar *)zoneID, zoneLength, canonical, 160, &isSystem, &error);
    return U_SUCCESS(error) && isSystem ? 1 : 0;
}

int32_t offload_resolve_wall(const uint16_t *zoneID, int32_t zoneLength, int32_t year, int32_t month,
                             int32_t day, int32_t hour, int32_t minute, int32_t second, double *millis,
                             int32_t *offsetSeconds, int32_t *inGap) {
    if (millis == NULL || offsetSeconds == NULL || inGap == NULL) return OFFLOAD_ICU_BAD_ARGUMENT;
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 || minute > 59 ||
        second < 0 || second > 59)
        return OFFLOAD_ICU_BAD_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    UCalendar *calendar = cached_calendar(zoneID, zoneLength, &error);
    if (calendar == NULL || U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    ucal_setAttribute(calendar, UCAL_LENIENT, 1);
    ucal_clear(calendar);
    ucal_setDateTime(calendar, year, month - 1, day, hour, minute, second, &error);
    UDate instant = ucal_getMillis(calendar, &error);
    /* Reading the fields back normalizes them: a skipped wall time comes back moved, an invalid day rolls over. */
    int32_t backDay = ucal_get(calendar, UCAL_DAY_OF_MONTH, &error);
    int32_t backHour = ucal_get(calendar, UCAL_HOUR_OF_DAY, &error);
    int32_t backMinute = ucal_get(calendar, UCAL_MINUTE, &error);
    int32_t offset = ucal_get(calendar, UCAL_ZONE_OFFSET, &error) + ucal_get(calendar, UCAL_DST_OFFSET, &error);
    if (U_FAILURE(error)) return OFFLOAD_ICU_FAILURE;
    if (backDay != day && backHour == hour && backMinute == minute) return OFFLOAD_ICU_BAD_ARGUMENT;
    *millis = instant;
    *offsetSeconds = offset / 1000;
    *inGap = (backHour != hour || backMinute != minute) ? 1 : 0;
    return OFFLOAD_ICU_OK;
}

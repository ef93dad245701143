/**
 * Business constants and limits, named once (SPEC §9). Where the spec gives a number without its
 * purpose, the name says what the console uses it for.
 */

// Instances (SPEC §9 "numeric constants 8, 64, 1, 1536, 1, 1023")
export const MAX_NICS_PER_INSTANCE = 8
export const INSTANCE_MIN_CPU = 1
export const INSTANCE_MAX_CPU = 64
export const INSTANCE_MIN_RAM_GiB = 1
export const INSTANCE_MAX_RAM_GiB = 1536

// Disks
export const MIN_DISK_SIZE_GiB = 1
export const MAX_DISK_SIZE_GiB = 1023

// Names (SPEC §9, §5)
export const NAME_MAX_LENGTH = 63
/** A generated name ends in `-` plus this many random hex digits. */
export const GENERATED_NAME_SUFFIX_LENGTH = 6

// Local users' passwords: the contract's Password has maxLength 512; the server counts its UTF-8
// bytes (omicron-passwords' MAX_PASSWORD_LENGTH), so a character outside ASCII counts as several
export const PASSWORD_MAX_BYTES = 512

// Lists and queries
export const PAGE_SIZE = 50
export const STALE_TIME_MS = 2000
/** How often a list or page asks again while something on it is in a transitional state (SPEC §4). */
export const TRANSITION_POLL_MS = 2000
/**
 * How often a list on screen asks again while nothing on it moves, so a change made elsewhere (a
 * deletion by another client) shows without a reload. SPEC §9 names no interval for this; 30 s
 * keeps a rack's API unburdened. Paused while the tab is hidden.
 */
export const IDLE_LIST_POLL_MS = 30_000

// Timing of UI feedback (SPEC §4, §9)
export const COPIED_MS = 2000
export const TOOLTIP_DELAY_MS = 250
export const TRUNCATED_TOOLTIP_DELAY_MS = 300
export const LOADING_BAR_DELAY_MS = 20
/** A loading spinner, once shown, stays at least this long, so it never flashes. */
export const MIN_SPINNER_DISPLAY_MS = 500
/**
 * A list's spinner shows only once its first load has lasted this long (not in SPEC §9): a
 * server that answers sooner shows its rows at once instead of after the spinner's 500 ms, and
 * the loading bar (LOADING_BAR_DELAY_MS) covers the wait meanwhile.
 */
export const SPINNER_DELAY_MS = 100
/**
 * How long, at most, a navigation waits for the next page's first data before showing the page
 * with its spinner instead (docs/architecture.md, Loading). On a rack's API (100–200 ms a request)
 * a page's first requests are in well within it; a slower answer shows the page and its spinner
 * rather than a frozen one.
 */
export const HOLD_FOR_DATA_MS = 1000
export const SR_ANNOUNCEMENT_MS = 7000
/** How often, at most, a scrolling panel or table re-checks whether more lies beyond its edges. */
export const SCROLL_OVERFLOW_CHECK_MS = 125

// Toasts (SPEC §9)
export const TOAST_TIMEOUT_MS = 5000
export const ERROR_TOAST_TIMEOUT_MS = 15000
export const TOAST_CTA_MAX_LENGTH = 36

// Device login (SPEC §2, §9)
export const DEVICE_CODE_LENGTH = 8
/**
 * SPEC §9 "dash after index 3": the entry shows a dash after the letter at this (zero-based)
 * index, so after the fourth letter, as servers print their codes (`ABCD-EFGH`); the dash is
 * never sent. (SPEC §2's "after the third character" is the older wording; §9, the more
 * specific, wins.)
 */
export const DEVICE_CODE_DASH_INDEX = 3
/** How many letters come before the dash. */
export const DEVICE_CODE_LETTERS_BEFORE_DASH = DEVICE_CODE_DASH_INDEX + 1

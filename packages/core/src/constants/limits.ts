// Timings and sizes from spec 01 §9 and spec 02 §9 that are not a rule of one domain.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Spec 01 §9: "Mobile session 2 hours; QR scan session 30 minutes." */
export const MOBILE_SESSION_MS = 2 * HOUR;
export const QR_SCAN_SESSION_MS = 30 * MINUTE;
/** Spec 01 §9: "User data fetch timeout 8s; auth loading timeout 10s." */
export const USER_DATA_FETCH_TIMEOUT_MS = 8 * SECOND;
export const AUTH_LOADING_TIMEOUT_MS = 10 * SECOND;
/** Spec 01 §9: active user window 30 days; creation notice 25s; redirect to /login after 1s. */
export const ACTIVE_USER_WINDOW_DAYS = 30;
export const TEMPORARY_PASSWORD_NOTICE_MS = 25 * SECOND;
export const PASSWORD_CHANGED_REDIRECT_MS = 1 * SECOND;
export const BATCH_EMAILS_TEXTAREA_ROWS = 6;
/** Spec 01 §9: recent activity 5 items; toasts 4s, 3 visible, 356px; tooltip 700ms. */
export const RECENT_ACTIVITY_ITEMS = 5;
export const TOAST_DURATION_MS = 4 * SECOND;
export const TOASTS_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOOLTIP_DELAY_MS = 700;
/** Spec 01 §9: sidebar. */
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_COOKIE_NAME = "sidebar:state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const MOBILE_BREAKPOINT_PX = 768;
/** Spec 01 §8: dashboard fallbacks when the statistics call fails or returns no rows. */
export const DASHBOARD_STATS_FALLBACK = {
  inventory_count: 9,
  form_count: 2,
  asset_type_count: 3,
  team_member_count: 1,
} as const;

/** Spec 02 §9: caches. */
export const ASSET_DATA_CACHE_MS = 5 * MINUTE;
export const ASSET_LIST_CACHE_MS = 10 * SECOND;
/** Spec 02 §9: debounces and delays. */
export const NAME_CHECK_DEBOUNCE_MS = 300;
export const CONVERSION_FIELD_SAVE_DEBOUNCE_MS = 1 * SECOND;
export const MOBILE_SEARCH_DEBOUNCE_MS = 300;
export const MOBILE_SEARCH_LIMIT = 50;
export const MOBILE_RECENT_ASSETS = 10;
export const FORMULA_RECALCULATION_DELAY_MS = 100;
export const PRINT_DIALOG_DELAY_MS = 500;
export const QR_BULK_DOWNLOAD_PAUSE_MS = 100;
export const QR_SCANNER_PAUSE_MS = 2 * SECOND;
export const QR_CAMERA_IDEAL = { width: 1280, height: 720 } as const;
/** Spec 01 messages, camera: the camera could not be opened. */
export const CAMERA_ERROR_MESSAGE = "Camera access denied or not available. Please check your permissions.";
/** Spec 02 §9: list sizes. */
export const FORM_CARD_MAX_CHIPS = 3;
export const FORM_CHIP_NAME_MAX = 12;
export const BUILDER_BANNER_MAX_ITEMS = 5;
export const RECOMMENDED_FORMS_SHOWN = 4;
export const ASSET_PICKER_PAGE_SIZE = 20;
export const ASSET_PICKER_PAGE_BUTTONS = 5;
export const SCROLL_LIST_HEIGHT_PX = 500;
export const SEARCH_LIST_MAX_HEIGHT_PX = 300;
export const CONVERSION_FIELD_KEYBOARD_DRAG_STEP_PX = 25;
export const MOBILE_DIAGNOSTICS_POPUP = { width: 375, height: 667 } as const;

/** Forms list chips: "names over 12 characters truncated to 12 plus '...'". */
export function truncateChipName(name: string): string {
  return name.length > FORM_CHIP_NAME_MAX ? `${name.slice(0, FORM_CHIP_NAME_MAX)}...` : name;
}

/** "max 3, then '+n'": the chips to show and the '+n' label (null when none are hidden). */
export function visibleChips<T>(
  items: readonly T[],
  max: number = FORM_CARD_MAX_CHIPS,
): { shown: T[]; more: string | null } {
  const shown = items.slice(0, max);
  const hidden = items.length - shown.length;
  return { shown, more: hidden > 0 ? `+${hidden}` : null };
}

/** Both ways a list can be sorted (the asset and asset type lists). */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

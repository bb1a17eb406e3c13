import { notifications } from "@mantine/notifications";
import {
  APP_SETTINGS_SAVE_FAILED_MESSAGE,
  APP_SETTINGS_STORAGE_KEY,
  type AppSettings,
  DEFAULT_APP_SETTINGS,
  parseStoredAppSettings,
} from "@stockroom/core";
import { atomWithStorage } from "jotai/utils";

let loadError: string | null = null;

/**
 * The toast when the settings cannot be stored: core's English until the screen registers its
 * own words (AppThemeProvider, in the screen's language). Not a catalog import here: new imports
 * in this and two other shared files moved Rollup's shared chunks, +0.7 KB on the phone's path
 * (measured).
 */
let saveFailedToast = (): { title: string; message: string } => ({
  title: "Error",
  message: APP_SETTINGS_SAVE_FAILED_MESSAGE,
});
export function setAppSettingsSaveFailedToast(toast: () => { title: string; message: string }): void {
  saveFailedToast = toast;
}
let loadErrorReported = false;

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/**
 * localStorage under "app-settings", read through core's `parseStoredAppSettings`: a
 * setting that does not fit falls back to its default alone, unreadable JSON to all
 * defaults (with the spec's message). Other tabs' changes arrive through `storage` events.
 */
const appSettingsStorage = {
  getItem(key: string, initialValue: AppSettings): AppSettings {
    const storage = browserStorage();
    if (!storage) return initialValue;
    const { settings, error } = parseStoredAppSettings(storage.getItem(key));
    // jotai reads again when the atom mounts; the message is for the first read only.
    if (error && !loadErrorReported) loadError = error;
    return settings;
  },
  setItem(key: string, value: AppSettings): void {
    try {
      const storage = browserStorage();
      if (!storage) throw new Error("no storage");
      storage.setItem(key, JSON.stringify(value));
    } catch {
      notifications.show({ color: "red", ...saveFailedToast() });
    }
  },
  removeItem(key: string): void {
    browserStorage()?.removeItem(key);
  },
  subscribe(key: string, callback: (value: AppSettings) => void, initialValue: AppSettings) {
    if (typeof window === "undefined") return () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      callback(event.newValue === null ? initialValue : parseStoredAppSettings(event.newValue).settings);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
};

/** The user's App Settings (spec 01 §2), kept in this browser and applied app-wide. */
export const appSettingsAtom = atomWithStorage<AppSettings>(
  APP_SETTINGS_STORAGE_KEY,
  DEFAULT_APP_SETTINGS,
  appSettingsStorage,
  { getOnInit: true },
);

/** The message of a failed read of the stored settings, once (null when they loaded fine). */
export function takeAppSettingsLoadError(): string | null {
  const error = loadError;
  loadError = null;
  if (error) loadErrorReported = true;
  return error;
}

import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { createTheme, type MantineThemeOverride } from "@mantine/core";

/**
 * Mantine's own texts in the screen's language (issue 26): the names theme.ts gives icon-only
 * controls (dialog and notification close buttons, the password eye, pagination arrows), merged
 * over the theme by AppThemeProvider whenever the language changes. theme.ts keeps the English
 * (it is read in Node by the accessibility check, where the macro does not run).
 */
export function mantineTexts(i18n: I18n): MantineThemeOverride {
  const close = i18n._(msg`Close`);
  const pages = {
    first: i18n._(msg`First page`),
    previous: i18n._(msg`Previous page`),
    next: i18n._(msg`Next page`),
    last: i18n._(msg`Last page`),
  };
  return createTheme({
    components: {
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { "aria-label": i18n._(msg`Show or hide the typed text`) } },
      },
      Modal: { defaultProps: { closeButtonProps: { "aria-label": close } } },
      Drawer: { defaultProps: { closeButtonProps: { "aria-label": close } } },
      Notification: { defaultProps: { closeButtonProps: { "aria-label": i18n._(msg`Close notification`) } } },
      Alert: { defaultProps: { closeButtonLabel: close } },
      Pagination: {
        defaultProps: {
          getControlProps: (control: "first" | "previous" | "next" | "last") => ({ "aria-label": pages[control] }),
        },
      },
    },
  });
}

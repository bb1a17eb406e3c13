import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  components: {
    // Spec 01 §9: tooltip delay 700ms.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    // Mantine labels the eye button "Toggle password visibility", which makes a search for
    // the "Password" field by its label find two elements; this name does not say "password".
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show or hide the typed text" } } },
  },
});

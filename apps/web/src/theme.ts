import { type CSSVariablesResolver, createTheme, type MantineTheme } from "@mantine/core";
import { mix, withContrast } from "./ui/colorContrast";
import "./ui/accessibility.css";

export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  components: {
    // A closed Select/Autocomplete keeps no hidden dropdown in the page (Mantine keeps it
    // mounted with display: none by default): floating-ui positions a mounted dropdown as
    // soon as it is rendered, and each of those reads forced a layout of the whole screen
    // (8 on /assets, 130 ms of its first render under 4× CPU). It is rendered when opened.
    Combobox: { defaultProps: { keepMounted: false } },
    // Spec 01 §9: tooltip delay 700ms.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    // Mantine labels the eye button "Toggle password visibility", which makes a search for
    // the "Password" field by its label find two elements; this name does not say "password".
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show or hide the typed text" } } },
    // Dialogs' icon-only close buttons get a name.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // A dialog's header is not the page's banner landmark (Mantine renders a <header>).
    ModalHeader: { defaultProps: { component: "div" } },
    DrawerHeader: { defaultProps: { component: "div" } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    Alert: { defaultProps: { closeButtonLabel: "Close" } },
    // A table wider than the screen scrolls sideways: the keyboard can reach and scroll it.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // The first/previous/next/last buttons are icons only: they get names everywhere.
    Pagination: {
      defaultProps: {
        getControlProps: (control: "first" | "previous" | "next" | "last") => ({
          "aria-label": { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" }[
            control
          ],
        }),
      },
    },
    // Badge text is never smaller than 12px (Mantine's xs–md are 9–11px)
    // and never cut to "MEMB…" when a table column is narrow.
    Badge: {
      styles: { root: { minWidth: "max-content" } },
      vars: (_theme: MantineTheme, props: { size?: unknown }) => {
        const size = typeof props.size === "string" ? props.size : "md";
        if (!["xs", "sm", "md"].includes(size)) return { root: {} };
        const height = { xs: "1.125rem", sm: "1.25rem", md: "1.375rem" }[size];
        return { root: { "--badge-fz": "0.75rem", "--badge-height": height } };
      },
    },
  },
});

// Surfaces text sits on: Mantine's body, cards, inputs, table stripes and hovered rows.
const LIGHT_SURFACES = (t: MantineTheme) => ["#ffffff", t.colors.gray[0], t.colors.gray[1]];
const DARK_SURFACES = (t: MantineTheme) => [t.colors.dark[7], t.colors.dark[6], t.colors.dark[5]];

function primaryShade(t: MantineTheme, scheme: "light" | "dark"): number {
  return typeof t.primaryShade === "number" ? t.primaryShade : t.primaryShade[scheme];
}

/**
 * Mantine's colours with WCAG AA contrast (4.5:1), for every palette of the theme and so
 * for whichever primary colour an organization picks:
 * - filled backgrounds (buttons, filled badges) dark enough under white text;
 * - coloured text, links and outlines readable on white/grey surfaces (light) and on the
 *   dark surfaces (dark);
 * - "light" variants' text (badges, light buttons) readable on their tinted background;
 * - dimmed (secondary) text and error text readable on every surface.
 * Each colour only moves as far as it must, so palettes that already pass stay as they are.
 */
export const accessibleCssVariables: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const lightShade = primaryShade(t, "light");
  const darkShade = primaryShade(t, "dark");
  for (const [name, shades] of Object.entries(t.colors)) {
    if (!Array.isArray(shades) || shades.length < 10) continue; // virtual colours
    const s = shades as readonly string[];
    const at = (i: number) => s[i] as string;

    const filled = withContrast(at(lightShade), ["#ffffff"], "darker");
    const text = withContrast(at(lightShade), LIGHT_SURFACES(t), "darker");
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = mix(filled, "#000000", 0.12);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = withContrast(at(9), [at(1), at(2), "#ffffff"], "darker");

    const darkFilled = withContrast(at(darkShade), ["#ffffff"], "darker");
    const darkText = withContrast(at(4), DARK_SURFACES(t), "lighter");
    dark[`--mantine-color-${name}-filled`] = darkFilled;
    dark[`--mantine-color-${name}-filled-hover`] = mix(darkFilled, "#000000", 0.12);
    dark[`--mantine-color-${name}-text`] = darkText;
    dark[`--mantine-color-${name}-outline`] = darkText;
  }
  const primary = t.colors[t.primaryColor] as readonly string[];
  light["--mantine-color-anchor"] = withContrast(primary[lightShade] as string, LIGHT_SURFACES(t), "darker");
  dark["--mantine-color-anchor"] = withContrast(primary[4] as string, DARK_SURFACES(t), "lighter");
  light["--mantine-color-dimmed"] = withContrast(t.colors.gray[6], LIGHT_SURFACES(t), "darker");
  dark["--mantine-color-dimmed"] = withContrast(t.colors.dark[2], DARK_SURFACES(t), "lighter");
  // A placeholder drawn as text (FileInput's "Choose a file", a Select-like button) is read
  // by people as text: the dimmed colour, which reaches AA, not Mantine's gray-5 / dark-3.
  light["--mantine-color-placeholder"] = light["--mantine-color-dimmed"];
  dark["--mantine-color-placeholder"] = dark["--mantine-color-dimmed"];
  light["--mantine-color-error"] = withContrast(t.colors.red[6], LIGHT_SURFACES(t), "darker");
  dark["--mantine-color-error"] = withContrast(t.colors.red[6], DARK_SURFACES(t), "lighter");
  return { variables: {}, light, dark };
};

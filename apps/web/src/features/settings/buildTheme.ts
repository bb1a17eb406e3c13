import { createTheme, type MantineThemeOverride, mergeThemeOverrides } from "@mantine/core";
import { type AppSettings, DEFAULT_ORGANIZATION_APPEARANCE, type OrganizationAppearance } from "@stockroom/core";
import { AMBER, mantineColor } from "../../lib/themeColors";

const px = (value: number) => `${value / 16}rem`;

/** Components that show a selection or highlight take the accent colour. */
const ACCENT_COMPONENTS = [
  "Switch",
  "Checkbox",
  "Radio",
  "Slider",
  "SegmentedControl",
  "Tabs",
  "NavLink",
  "Chip",
  "Progress",
  "Stepper",
] as const;

/**
 * The Mantine theme for one user in one organization:
 * - the organization's primary colour is the primary colour (buttons, links, focus) for
 *   every member, so the organization's look is the same for all;
 * - the user's accent colour (App Settings) colours selection controls and the active
 *   navigation entry; with the organization's "Custom theme" on, the organization's
 *   colour is used there too;
 * - font size is the base size (`sm`, 12–18px; the other sizes keep Mantine's steps
 *   around it); dense mode tightens spacing; animations off removes transitions.
 */
export function buildTheme(
  base: MantineThemeOverride,
  app: Pick<AppSettings, "accentColor" | "fontSize" | "denseMode" | "animationsEnabled">,
  organization: OrganizationAppearance = DEFAULT_ORGANIZATION_APPEARANCE,
): MantineThemeOverride {
  const primary = mantineColor(organization.primaryColor);
  const accent = organization.customTheme ? primary : mantineColor(app.accentColor);
  const f = app.fontSize;
  const dense = app.denseMode;
  const components: NonNullable<MantineThemeOverride["components"]> = {};
  for (const name of ACCENT_COMPONENTS) components[name] = { defaultProps: { color: accent } };
  if (!app.animationsEnabled) {
    for (const name of ["Modal", "Drawer", "Menu", "Popover", "Tooltip", "Collapse", "Combobox"]) {
      components[name] = {
        ...components[name],
        defaultProps: { ...components[name]?.defaultProps, transitionProps: { duration: 0 } },
      };
    }
  }
  return mergeThemeOverrides(
    base,
    createTheme({
      colors: { amber: AMBER },
      primaryColor: primary,
      other: { accentColor: accent },
      fontSizes: { xs: px(f - 2), sm: px(f), md: px(f + 2), lg: px(f + 4), xl: px(f + 6) },
      spacing: dense
        ? { xs: px(6), sm: px(8), md: px(10), lg: px(14), xl: px(20) }
        : { xs: px(10), sm: px(12), md: px(16), lg: px(20), xl: px(32) },
      respectReducedMotion: true,
      components,
    }),
  );
}

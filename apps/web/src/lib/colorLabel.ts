import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// Apart from themeColors.ts, which the theme (and the accessibility check run in Node) imports without the macro.
/** Labels of the colour names in pickers. */
export function colorLabel(name: string): string {
  const label = COLOR_NAMES[name];
  return label ? i18n._(label) : name.charAt(0).toUpperCase() + name.slice(1);
}

const COLOR_NAMES: Record<string, MessageDescriptor> = {
  blue: msg`Blue`,
  green: msg`Green`,
  purple: msg`Purple`,
  red: msg`Red`,
  amber: msg`Amber`,
  teal: msg`Teal`,
};

import type { MantineColorsTuple } from "@mantine/core";

/** Amber is not a Mantine colour: this palette (light → dark) makes it one. */
export const AMBER: MantineColorsTuple = [
  "#fffbeb",
  "#fef3c7",
  "#fde68a",
  "#fcd34d",
  "#fbbf24",
  "#f59e0b",
  "#d97706",
  "#b45309",
  "#92400e",
  "#78350f",
];

/** The spec's colour names (organization primary colours, app accent colours) as Mantine colours. */
const MANTINE_COLORS: Record<string, string> = {
  blue: "blue",
  green: "green",
  purple: "violet",
  red: "red",
  amber: "amber",
  teal: "teal",
};

export function mantineColor(name: string | undefined): string {
  return (name && MANTINE_COLORS[name]) || "blue";
}

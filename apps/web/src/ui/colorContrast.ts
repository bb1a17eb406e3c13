/**
 * WCAG 2.x contrast arithmetic for the theme: the colours the theme hands out (filled
 * buttons, links, badge text, secondary text) are moved towards black or white until they
 * reach AA (4.5:1) against the surface they sit on, whatever colour an organization picks.
 */

type Rgb = [number, number, number];

/** "#rgb" or "#rrggbb" (what Mantine palettes hold) to 0–255 channels. */
export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, "");
  if (h.length === 3)
    h = h
      .split("")
      .map((c) => c + c)
      .join("");
  if (!/^[0-9a-f]{6}$/i.test(h)) throw new Error(`Not a hex colour: ${hex}`);
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` mixed with `target` by `amount` (0 = color, 1 = target). */
export function mix(color: string, target: string, amount: number): string {
  const c = parseHex(color);
  const t = parseHex(target);
  return toHex([0, 1, 2].map((i) => (c[i] as number) + ((t[i] as number) - (c[i] as number)) * amount) as Rgb);
}

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

/**
 * `color` itself when it reaches `ratio` against every one of `backgrounds`, otherwise the
 * least change towards black (`direction` "darker") or white ("lighter") that does.
 */
export function withContrast(
  color: string,
  backgrounds: string[],
  direction: "darker" | "lighter",
  ratio: number = AA_TEXT,
): string {
  const target = direction === "darker" ? "#000000" : "#ffffff";
  // A small margin over the threshold: axe rounds nothing, browsers blend sub-pixels.
  const wanted = ratio + 0.1;
  for (let step = 0; step <= 40; step++) {
    const candidate = step === 0 ? color.toLowerCase() : mix(color, target, step / 40);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= wanted)) return candidate;
  }
  return target;
}

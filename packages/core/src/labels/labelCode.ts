/**
 * The short code printed under every QR label (issue 20): a number unique to the asset,
 * written in Crockford's base32 (digits and letters without I, L, O and U), so a person
 * can read it off a label and type it: case does not matter, O is read as 0 and I or L as
 * 1, and hyphens or spaces between characters are ignored.
 */
export const LABEL_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Codes are at least this long (0001 … ZZZZ, then five characters). */
export const LABEL_CODE_MIN_LENGTH = 4;
/** Longer typed values are not short codes (a number this long would not fit the column). */
export const LABEL_CODE_MAX_LENGTH = 6;

const READ_AS: Record<string, string> = { O: "0", I: "1", L: "1" };

/** The short code of a label number (a positive integer): 1 → "0001", 32 → "0010". */
export function formatLabelCode(labelNumber: number): string {
  if (!Number.isSafeInteger(labelNumber) || labelNumber < 1) {
    throw new RangeError("A label number is a positive integer");
  }
  let rest = labelNumber;
  let code = "";
  while (rest > 0) {
    code = LABEL_CODE_ALPHABET[rest % 32] + code;
    rest = Math.floor(rest / 32);
  }
  return code.padStart(LABEL_CODE_MIN_LENGTH, "0");
}

/**
 * The label number a typed short code names, or null when the value is not one: trimmed,
 * any case, O read as 0, I and L as 1, hyphens and spaces between characters ignored.
 * "u" or any other character outside the alphabet makes it not a short code.
 */
export function parseLabelCode(typed: string): number | null {
  const compact = typed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "");
  if (compact === "" || compact.length > LABEL_CODE_MAX_LENGTH) return null;
  let value = 0;
  for (const raw of compact) {
    const digit = LABEL_CODE_ALPHABET.indexOf(READ_AS[raw] ?? raw);
    if (digit < 0) return null;
    value = value * 32 + digit;
  }
  return value >= 1 ? value : null;
}

/** A barcode as typed, for matching: trimmed, case folded. */
export function normalizeTypedBarcode(typed: string): string {
  return typed.trim().toUpperCase();
}

export interface LabelCodeSource {
  barcode: string | null;
  /** True when another asset of the organization has the same barcode, case aside. */
  barcodeShared: boolean;
  labelNumber: number;
}

/**
 * What a label prints under its QR (issue 20): the asset's barcode when it has one that
 * no other asset of the organization shares (case aside); otherwise — or when the barcode
 * would not fit the label's width at a legible size — its short code. Either one, typed
 * into Enter Manually or the phone's fallback, opens this asset.
 */
export function labelCodeText(source: LabelCodeSource, qrSize: number): string {
  const barcode = source.barcode?.trim() ?? "";
  if (barcode !== "" && !source.barcodeShared && labelCodeFontPt(barcode, qrSize) !== null) return barcode;
  return formatLabelCode(source.labelNumber);
}

/** Points per inch. */
const PT = 72;
/** Monospace glyphs are 0.6 em wide. */
const MONO_EM = 0.6;
/** Average Arial glyph width, in em, for names (mixed case, digits, spaces). */
const SANS_EM = 0.55;
/** Text may use this share of the label's width (the rest is breathing room). */
const USABLE = 0.92;

/** The smallest code text a person reads off a label without a loupe. */
export const LABEL_CODE_MIN_PT = 6;
/** The smallest name text; below it a name is cut with "…" instead. */
export const LABEL_NAME_MIN_PT = 5;
/** Names shrink in steps of this many points. */
export const LABEL_NAME_STEP_PT = 0.5;
/** Names wrap to at most this many lines. */
export const LABEL_NAME_LINES = 2;
/** Line height of names and codes, in em. */
export const LABEL_LINE_HEIGHT = 1.15;

/** The code's largest size on a label of this size (6 pt at 0.5 in up to 12 pt). */
export function labelCodeMaxPt(qrSize: number): number {
  return Math.round(Math.min(12, Math.max(LABEL_CODE_MIN_PT, 6 + (qrSize - 0.5) * 3)) * 10) / 10;
}

/** The name's largest size: 6 pt at 0.5 in, growing with the label, two lines within the 0.3 in strip. */
export function labelNameMaxPt(qrSize: number): number {
  return Math.round(Math.min(8, Math.max(6, 6 + (qrSize - 0.5) * 2.5)) * 10) / 10;
}

/**
 * The code's font size on a label: as large as the label allows while the whole code fits
 * on one line, or null when it would need less than {@link LABEL_CODE_MIN_PT}.
 */
export function labelCodeFontPt(code: string, qrSize: number): number | null {
  const fit = (qrSize * PT * USABLE) / (MONO_EM * Math.max(1, code.length));
  const size = Math.min(labelCodeMaxPt(qrSize), Math.floor(fit * 10) / 10);
  return size >= LABEL_CODE_MIN_PT ? size : null;
}

/** Height of the code line under the QR, in inches: one line at the label's largest code size. */
export function labelCodeHeight(qrSize: number): number {
  return Math.ceil(((labelCodeMaxPt(qrSize) * LABEL_LINE_HEIGHT) / PT + 0.02) * 1000) / 1000;
}

/** Rough width of a name in ems, word by word (a word never breaks mid-way on a label). */
function wrappedLines(name: string, pt: number, widthPt: number): number {
  const words = name.trim().split(/\s+/);
  let lines = 1;
  let used = 0;
  for (const word of words) {
    const w = word.length * SANS_EM * pt;
    const space = used === 0 ? 0 : SANS_EM * pt * 0.5;
    if (used > 0 && used + space + w > widthPt) {
      lines++;
      used = w;
    } else used += space + w;
    // A single word wider than the line takes as many lines as it needs.
    if (used > widthPt) {
      lines += Math.ceil(used / widthPt) - 1;
      used = used % widthPt;
    }
  }
  return lines;
}

/**
 * The name's font size (issue 20): the label's largest size when the name fits on two
 * lines, else the next smaller step that fits, down to {@link LABEL_NAME_MIN_PT}; a name
 * that does not fit even then prints at the smallest size, cut after two lines with "…".
 */
export function labelNameFontPt(name: string, qrSize: number): number {
  const widthPt = qrSize * PT * USABLE;
  for (let pt = labelNameMaxPt(qrSize); pt >= LABEL_NAME_MIN_PT; pt -= LABEL_NAME_STEP_PT) {
    const rounded = Math.round(pt * 10) / 10;
    if (wrappedLines(name, rounded, widthPt) <= LABEL_NAME_LINES) return rounded;
  }
  return LABEL_NAME_MIN_PT;
}

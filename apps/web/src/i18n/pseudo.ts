import type { Messages } from "@lingui/core";

const ACCENTS: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  y: "ý",
  c: "ç",
  n: "ñ",
  s: "š",
  z: "ž",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  Y: "Ý",
  C: "Ç",
  N: "Ñ",
  S: "Š",
  Z: "Ž",
};

/** Accented and about 40% longer, so a missing catalog lookup or a cramped layout shows at once. */
export function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (ch) => ACCENTS[ch] ?? ch);
  const letters = text.replace(/[^a-zA-Z]/g, "").length;
  return letters === 0 ? accented : `${accented}${"~".repeat(Math.ceil(letters * 0.4))}`;
}

type Compiled = Messages[string];

/** Compiled Lingui messages are strings or arrays of strings and placeholders: only the strings change. */
function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === "string") return pseudoText(message);
  if (Array.isArray(message)) {
    return message.map((part) => {
      if (typeof part === "string") return pseudoText(part);
      if (Array.isArray(part) && part.length === 3 && part[2] && typeof part[2] === "object") {
        // [name, "plural" | "select", { one: …, other: … }]
        const [name, kind, forms] = part as [string, string, Record<string, Compiled>];
        return [name, kind, Object.fromEntries(Object.entries(forms).map(([k, v]) => [k, pseudoCompiled(v)]))];
      }
      return part;
    }) as Compiled;
  }
  return message;
}

export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoCompiled(message)]));
}

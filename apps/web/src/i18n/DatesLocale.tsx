import { useLingui } from "@lingui/react";
import { DatesProvider } from "@mantine/dates";
import { type ReactNode, useEffect, useState } from "react";

/**
 * dayjs's month and day names for Mantine's date pickers (issue 26), loaded with the language
 * they belong to: English is dayjs's own, es/fr/de are small chunks loaded on first use.
 */
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  es: () => import("dayjs/locale/es.js"),
  fr: () => import("dayjs/locale/fr.js"),
  de: () => import("dayjs/locale/de.js"),
};

/** The screen's language for Mantine's date pickers (DatesProvider), once dayjs has its names. */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const wanted = i18n.locale in DAYJS_LOCALES ? i18n.locale : "en";
  const [ready, setReady] = useState("en");
  useEffect(() => {
    const load = DAYJS_LOCALES[wanted];
    if (!load) {
      setReady("en");
      return;
    }
    let current = true;
    void load().then(() => {
      if (current) setReady(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return <DatesProvider settings={{ locale: ready }}>{children}</DatesProvider>;
}

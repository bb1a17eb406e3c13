import type { Language } from "../i18n/languages";
import type { FixedReportColumnId, ReportColumn } from "./reportColumns";

/**
 * The texts of a report's export headers in each language (issue 26): the fixed columns' names
 * and the comparison columns' "(previous)" and "(change)"; and the Yes/No of yes/no answers. English is the spec's wording (spec 02
 * §3). The browser's Excel export and the server's CSV export read the same table, so a file's
 * header is in the requester's language whichever side writes it. Form fields' columns keep
 * the label the form's author typed.
 */
export const REPORT_HEADER_TEXTS: Record<
  Language,
  Record<FixedReportColumnId, string> & {
    previous: (label: string) => string;
    change: (label: string) => string;
    /** A yes/no answer's cell (a checkbox or switch field). */
    yes: string;
    no: string;
  }
> = {
  en: {
    asset_name: "Asset Name",
    asset_type: "Asset Type",
    submission_date: "Submission Date",
    last_month_total: "Last Month Total",
    previous: (label) => `${label} (previous)`,
    change: (label) => `${label} (change)`,
    yes: "Yes",
    no: "No",
  },
  es: {
    asset_name: "Nombre del artículo",
    asset_type: "Tipo de artículo",
    submission_date: "Fecha de envío",
    last_month_total: "Total del mes anterior",
    previous: (label) => `${label} (anterior)`,
    change: (label) => `${label} (variación)`,
    yes: "Sí",
    no: "No",
  },
  fr: {
    asset_name: "Nom de l’article",
    asset_type: "Type d’article",
    submission_date: "Date de soumission",
    last_month_total: "Total du mois dernier",
    previous: (label) => `${label} (précédent)`,
    change: (label) => `${label} (écart)`,
    yes: "Oui",
    no: "Non",
  },
  de: {
    asset_name: "Artikelname",
    asset_type: "Artikeltyp",
    submission_date: "Einsendedatum",
    last_month_total: "Summe Vormonat",
    previous: (label) => `${label} (vorher)`,
    change: (label) => `${label} (Änderung)`,
    yes: "Ja",
    no: "Nein",
  },
};

function isFixedColumnId(id: string): id is FixedReportColumnId {
  return id === "asset_name" || id === "asset_type" || id === "submission_date" || id === "last_month_total";
}

/** A column's name in `language`: a fixed column's from the table, any other as its author wrote it. */
export function reportColumnLabel(
  column: Pick<ReportColumn, "id" | "label" | "fieldType">,
  language: Language,
): string {
  return column.fieldType === "fixed" && isFixedColumnId(column.id)
    ? REPORT_HEADER_TEXTS[language][column.id]
    : column.label;
}

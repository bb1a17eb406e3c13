import { t } from "@lingui/core/macro";
import {
  LABEL_LINE_HEIGHT,
  LABEL_NAME_LINES,
  labelCodeFontPt,
  labelCodeMaxPt,
  labelNameFontPt,
  PRINT_NAME_HEIGHT,
  PRINT_PAGE_MARGIN,
  type PrintSheetLayout,
  printSheetPages,
} from "@stockroom/core";
import { formatLocale } from "../../i18n/format";
import { LabelQr, renderToHtml } from "../../ui/LabelQr";

/** Spec 02 §9: "Print dialog opens after 500 ms." */
export const PRINT_DIALOG_DELAY_MS = 500;

export interface PrintLabel {
  id: string;
  name: string;
  /** What the code encodes: the asset's mobile URL. */
  value: string;
  /** The text under the QR (core's labelCodeText): typed into Enter Manually, it opens the asset. */
  code: string;
}

export interface PrintSheetOptions {
  layout: PrintSheetLayout;
  showNames: boolean;
  skip: number;
}

/**
 * The sheet's CSS, all in inches. The @page margin (0.25 in) is the printable area's edge,
 * so a page's content box is the paper less the margins and labels sit at core's
 * positions less that margin. On screen each page is drawn as the whole sheet of paper
 * (the margin as padding), so what you see is where the printer puts it.
 */
export function printSheetCss({ layout, showNames }: Omit<PrintSheetOptions, "skip">): string {
  const m = PRINT_PAGE_MARGIN;
  const w = layout.pageWidth;
  const h = layout.pageHeight;
  return `
@page { size: ${w}in ${h}in; margin: ${m}in; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
.paper { width: ${w}in; height: ${h}in; padding: ${m}in; background: #fff; }
.sheet-page { position: relative; width: ${w - 2 * m}in; height: ${h - 2 * m}in; overflow: hidden; }
.label { position: absolute; width: ${layout.cellWidth}in; height: ${layout.cellHeight}in; }
.label svg { display: block; width: ${layout.qrSize}in; height: ${layout.qrSize}in; }
.label-code { height: ${layout.codeHeight}in; padding-top: 0.02in; font-family: "DejaVu Sans Mono", Menlo, Consolas, "Courier New", monospace; font-weight: 700; line-height: ${LABEL_LINE_HEIGHT}; text-align: center; white-space: nowrap; letter-spacing: 0; }
.label-name { height: ${showNames ? PRINT_NAME_HEIGHT : 0}in; padding-top: 0.03in; overflow: hidden; font-family: Arial, Helvetica, sans-serif; line-height: ${LABEL_LINE_HEIGHT}; text-align: center; }
.label-name > span { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${LABEL_NAME_LINES}; line-clamp: ${LABEL_NAME_LINES}; overflow: hidden; overflow-wrap: anywhere; }
@media screen {
  body { background: #dee2e6; padding: 0.25in 0; }
  .paper { margin: 0 auto 0.25in; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
}
@media print {
  .paper { width: auto; height: auto; padding: 0; break-after: page; }
  .paper:last-child { break-after: auto; }
}
`;
}

/**
 * The pages of labels: one `.paper` per sheet, each label placed by core's layout. Under
 * every QR its code (issue 20), as large as the label allows; then, when names are shown,
 * the name on up to two lines at core's size for it, cut with "…" only past that. It is
 * rendered off screen, outside the app's I18nProvider, so its texts come from the active
 * catalog directly (`t` of @lingui/core): a German screen prints German titles.
 */
export function PrintSheet({ labels, layout, showNames, skip }: PrintSheetOptions & { labels: readonly PrintLabel[] }) {
  const pages = printSheetPages(labels, layout, skip);
  return (
    <>
      {pages.map(({ page, labels: onPage }) => (
        <div
          className="paper"
          key={page}
          data-page={page}
          data-paper={layout.paper}
          data-columns={layout.columns}
          data-rows={layout.rows}
        >
          <div className="sheet-page">
            {onPage.map(({ item, x, y, row, column }) => (
              <div
                className="label"
                key={`${item.id}-${row}-${column}`}
                data-asset-id={item.id}
                data-value={item.value}
                data-row={row}
                data-column={column}
                style={{ left: `${x - PRINT_PAGE_MARGIN}in`, top: `${y - PRINT_PAGE_MARGIN}in` }}
              >
                <LabelQr value={item.value} size={96 * layout.qrSize} title={t`QR code for ${item.name}`} />
                <div
                  className="label-code"
                  data-code={item.code}
                  style={{
                    fontSize: `${labelCodeFontPt(item.code, layout.qrSize) ?? labelCodeMaxPt(layout.qrSize)}pt`,
                  }}
                >
                  {item.code}
                </div>
                {showNames ? (
                  <div className="label-name" style={{ fontSize: `${labelNameFontPt(item.name, layout.qrSize)}pt` }}>
                    <span>{item.name}</span>
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The whole print document: no script (the app's CSP allows none inline), inline styles only. */
export function printSheetHtml(labels: readonly PrintLabel[], options: PrintSheetOptions): string {
  const title = t`QR labels (${labels.length})`;
  return `<!doctype html>
<html lang="${formatLocale()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${printSheetCss(options)}</style></head>
<body>${renderToHtml(<PrintSheet labels={labels} {...options} />)}</body></html>`;
}

/**
 * Opens the print sheet in a new window (spec 02: a popup; blocked → 'Please allow popups
 * to generate print sheets') and its print dialog after 500 ms. The window is a blank
 * same-origin document the app writes into: it inherits the app's CSP, and needs no
 * script of its own. Returns the window, or null when the popup was blocked.
 */
export function openPrintSheet(labels: readonly PrintLabel[], options: PrintSheetOptions): Window | null {
  const win = window.open("", "_blank");
  if (!win) return null;
  win.document.open();
  win.document.write(printSheetHtml(labels, options));
  win.document.close();
  win.setTimeout(() => {
    win.focus();
    win.print();
  }, PRINT_DIALOG_DELAY_MS);
  return win;
}

import { QR_DARK_COLOR, QR_ERROR_CORRECTION, QR_LIGHT_COLOR, QR_MARGIN } from "@stockroom/core";
import { QRCodeSVG } from "qrcode.react";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

/**
 * An asset's QR code as SVG (vector: it stays sharp at any print size), with the spec's
 * options (spec 02 §9: margin 2, error correction M, black on white). The level is not
 * raised behind the spec's back (qrcode.react would, by default).
 */
export function LabelQr({ value, size, title }: { value: string; size: number; title?: string | undefined }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level={QR_ERROR_CORRECTION}
      marginSize={QR_MARGIN}
      fgColor={QR_DARK_COLOR}
      bgColor={QR_LIGHT_COLOR}
      boostLevel={false}
      title={title}
    />
  );
}

/** The static HTML of a React tree (rendered once, off screen). */
export function renderToHtml(node: ReactNode): string {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(node));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

/** A QR code as PNG bytes, `width` pixels square: the SVG drawn onto a canvas. */
export async function qrPngBytes(value: string, width: number): Promise<Uint8Array> {
  // An SVG file needs its namespace declared; HTML's innerHTML leaves it out.
  const svg = renderToHtml(<LabelQr value={value} size={width} />).replace(
    /^<svg(?![^>]*\sxmlns=)/,
    '<svg xmlns="http://www.w3.org/2000/svg"',
  );
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, width);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = width;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No canvas");
    context.imageSmoothingEnabled = false;
    context.fillStyle = QR_LIGHT_COLOR;
    context.fillRect(0, 0, width, width);
    context.drawImage(image, 0, 0, width, width);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!blob) throw new Error("The PNG could not be made");
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}

import fs from "node:fs";
import { createRequire } from "node:module";

interface QrCode {
  size: number;
  getModule(x: number, y: number): boolean;
}
interface QrCodegen {
  QrCode: { encodeText(text: string, ecl: unknown): QrCode; Ecc: { MEDIUM: unknown } };
}

/**
 * Project Nayuki's QR generator as qrcode.react bundles it (the web app's QR library): the
 * package exports only React components, so the generator's own section of the bundle is
 * evaluated on its own. Test-only.
 */
function qrcodegen(): QrCodegen {
  const require = createRequire(import.meta.url);
  const source = fs.readFileSync(require.resolve("qrcode.react"), "utf8");
  const start = source.indexOf("var qrcodegen;");
  const end = source.indexOf("var qrcodegen_default");
  if (start < 0 || end < 0) throw new Error("qrcode.react no longer bundles qrcodegen as expected");
  return new Function(`${source.slice(start, end)}; return qrcodegen;`)() as QrCodegen;
}

/**
 * Writes a Y4M video (a text header, then raw YUV 4:2:0 frames) showing `text` as a QR code,
 * black on white in the middle of a 640×480 frame: what Chromium's fake camera plays with
 * --use-file-for-fake-video-capture.
 */
export function writeQrY4m(file: string, text: string, { frames = 15, scale = 9 } = {}): void {
  const gen = qrcodegen();
  const qr = gen.QrCode.encodeText(text, gen.QrCode.Ecc.MEDIUM);
  const width = 640;
  const height = 480;
  const y = Buffer.alloc(width * height, 235);
  const side = qr.size * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let my = 0; my < qr.size; my++) {
    for (let mx = 0; mx < qr.size; mx++) {
      if (!qr.getModule(mx, my)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + my * scale + dy) * width + left + mx * scale;
        y.fill(16, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

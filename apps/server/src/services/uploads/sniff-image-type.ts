/**
 * The image type the bytes actually are (png, jpeg, gif, webp, bmp, avif), or null.
 * The declared Content-Type is the client's word; what is stored and served is decided
 * here. SVG is deliberately not an image for us: it can carry script.
 */
export function sniffImageType(data: Buffer): { type: string; extension: string } | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: "image/png", extension: "png" };
  if (starts([0xff, 0xd8, 0xff])) return { type: "image/jpeg", extension: "jpg" };
  if (starts([0x47, 0x49, 0x46, 0x38])) return { type: "image/gif", extension: "gif" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { type: "image/webp", extension: "webp" };
  }
  if (starts([0x42, 0x4d]) && data.length > 26) return { type: "image/bmp", extension: "bmp" };
  if (starts([0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = data.subarray(8, 12).toString("latin1");
    if (brand === "avif" || brand === "avis") return { type: "image/avif", extension: "avif" };
  }
  return null;
}

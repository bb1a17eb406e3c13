/** Saves text as a file in the browser (an object URL behind a temporary link). */
export function downloadText(fileName: string, text: string, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "{name}.json" with the characters file systems dislike replaced. */
export function safeFileName(name: string): string {
  return name.trim().replace(/[\\/:*?"<>|]+/g, "_") || "form";
}

/** Reads a chosen file as text. */
export function readFileText(file: File): Promise<string> {
  return file.text();
}

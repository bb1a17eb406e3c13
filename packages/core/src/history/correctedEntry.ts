// Spec 02 §4 "Corrections": "A correction never edits the original: it adds a correction
// record, updates current inventory, and the history row shows the corrected quantity
// marked as corrected." Which correction counts when an entry has several: the newest
// (created_at), ties broken by the larger id, deleted corrections skipped. The SQL piece
// `entryAsCorrected` (apps/server/src/services/queries) states the same rule; the test
// core-rules-in-sql checks that they agree.

export interface CorrectionOfEntry {
  id: string;
  createdAt: Date | string;
  isDeleted?: boolean | null;
  correctedQuantity: number;
  correctedLocation?: string | null;
  correctedNotes?: string | null;
}

function time(value: Date | string): number {
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** The correction whose values the entry shows, or null when it has no live correction. */
export function winningCorrection<C extends CorrectionOfEntry>(corrections: readonly C[]): C | null {
  let best: C | null = null;
  for (const c of corrections) {
    if (c.isDeleted === true) continue;
    if (
      best === null ||
      time(c.createdAt) > time(best.createdAt) ||
      (time(c.createdAt) === time(best.createdAt) && c.id > best.id)
    ) {
      best = c;
    }
  }
  return best;
}

export interface EntryAsCorrected {
  quantity: number;
  location: string | null;
  notes: string | null;
  originalQuantity: number;
  corrected: boolean;
}

/** An entry as corrected: the winning correction's values, else the entry's own. */
export function entryAsCorrected(
  entry: { quantity: number; location?: string | null; notes?: string | null },
  corrections: readonly CorrectionOfEntry[],
): EntryAsCorrected {
  const win = winningCorrection(corrections);
  return {
    quantity: win ? win.correctedQuantity : entry.quantity,
    location: win ? (win.correctedLocation ?? null) : (entry.location ?? null),
    notes: win ? (win.correctedNotes ?? null) : (entry.notes ?? null),
    originalQuantity: entry.quantity,
    corrected: win !== null,
  };
}

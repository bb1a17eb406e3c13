import {
  REPORT_GENERATION_BUSY_MESSAGE,
  REPORT_GENERATIONS_PER_PROCESS,
  REPORT_GENERATIONS_PER_USER,
  REPORT_SERVER_BUSY_MESSAGE,
} from "@stockroom/core";
import { DomainError } from "../../errors";

/**
 * Concurrent report generation (issue 21 §6: five parallel 2000-row pages ended the process
 * out of memory). A call takes a slot of its user and one of the process, or is refused at
 * once with 429 and a message (no queue: a queued page still holds its request). Slots live
 * in this process's memory, like the sign-in limits' burst guard: several processes each
 * count their own, which the per-page byte budget keeps affordable. The screen asks for one
 * page at a time, so a user with two reports open is never refused.
 */
export class ReportGenerationSlots {
  private readonly byUser = new Map<string, number>();
  private running = 0;

  constructor(
    private readonly perUser = REPORT_GENERATIONS_PER_USER,
    private readonly perProcess = REPORT_GENERATIONS_PER_PROCESS,
  ) {}

  async run<T>(userId: string, generate: () => Promise<T>): Promise<T> {
    const release = this.take(userId);
    try {
      return await generate();
    } finally {
      release();
    }
  }

  /**
   * A slot held until the returned function is called (once; later calls do nothing): a
   * streamed export keeps its slot until its last byte is written or the client leaves.
   */
  take(userId: string): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.perUser) throw new DomainError("TOO_MANY_REQUESTS", REPORT_GENERATION_BUSY_MESSAGE);
    if (this.running >= this.perProcess) throw new DomainError("TOO_MANY_REQUESTS", REPORT_SERVER_BUSY_MESSAGE);
    this.byUser.set(userId, mine + 1);
    this.running++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.running--;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }
}

/** The server's slots (one process, one set). */
export const reportGenerationSlots = new ReportGenerationSlots();

import { AppError } from '#server/app-error.ts';
import type { PagePool } from '#server/pdf/page-pool.ts';

export type RenderStats = {
  poolSize: number;
  maxWaiting: number;
  busy: number;
  waiting: number;
  rendered: number;
  failed: number;
  /** Turned away with a 503 because the queue was full or the wait too long. */
  rejected: number;
  timeouts: number;
  crashes: number;
  launches: number;
  recycles: number;
  /** Pages closed and replaced after their share of renders. */
  pageRecycles: number;
  /** Moving average of the last renders, in milliseconds. */
  averageRenderMs: number;
  browserPid: number | undefined;
};

/** Until a render has been measured: a cold first render (launch included) is about this. */
const FIRST_GUESS_MS = 1_000;
/** Weight of the newest render in the moving average. */
const SMOOTHING = 0.1;

/** Counts what the renderer did, and turns a full queue into a 503 with an honest Retry-After. */
export class RenderTracker {
  private rendered = 0;
  private failures = 0;
  private rejected = 0;
  private averageMs: number | undefined;

  constructor(
    private readonly poolSize: number,
    private readonly maxWaiting: number,
  ) {}

  succeeded(durationMs: number): void {
    this.rendered += 1;
    this.averageMs =
      this.averageMs === undefined ? durationMs : this.averageMs + SMOOTHING * (durationMs - this.averageMs);
  }

  failed(): void {
    this.failures += 1;
  }

  turnedAway(reason: 'full' | 'waited', waiting: number, cause: unknown): AppError {
    this.rejected += 1;
    // Time for the pages to work through everyone ahead, rounded up to whole seconds.
    const rounds = Math.ceil((waiting + 1) / this.poolSize);
    const seconds = Math.min(60, Math.max(1, Math.ceil((rounds * (this.averageMs ?? FIRST_GUESS_MS)) / 1000)));
    const message =
      reason === 'full'
        ? `File d’attente PDF pleine (${waiting} rendus en attente).`
        : 'Aucune page PDF libre à temps.';
    return new AppError('SERVICE_UNAVAILABLE', message, { cause, headers: { 'Retry-After': String(seconds) } });
  }

  snapshot(current: { busy: number; waiting: number; pool: PagePool | undefined }): RenderStats {
    return {
      poolSize: this.poolSize,
      maxWaiting: this.maxWaiting,
      busy: current.busy,
      waiting: current.waiting,
      rendered: this.rendered,
      failed: this.failures,
      rejected: this.rejected,
      timeouts: current.pool?.counts.timeouts ?? 0,
      crashes: current.pool?.counts.crashes ?? 0,
      launches: current.pool?.counts.launches ?? 0,
      recycles: current.pool?.counts.recycles ?? 0,
      pageRecycles: current.pool?.counts.pageRecycles ?? 0,
      averageRenderMs: Math.round(this.averageMs ?? 0),
      browserPid: current.pool?.browserPid,
    };
  }
}

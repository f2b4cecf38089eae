import type { Page } from 'playwright-core';
import { AppError } from '#server/app-error.ts';
import { BrowserSession } from '#server/pdf/browser-session.ts';
import { settlesWithin } from '#server/pdf/settles-within.ts';

/** A page of the pool, reused render after render (setContent again), and renders it served. */
export type PageSlot = { page: Page | undefined; session: BrowserSession | undefined; renders: number };

export type PagePoolOptions = {
  executablePath: string;
  renderTimeoutMs: number;
  launchTimeoutMs: number;
  /** Renders per browser before it is replaced, which bounds what a long-lived Chromium leaks. */
  recycleAfter: number;
  /**
   * Renders per page before it is closed and another opened. A reused page's renderer process
   * keeps about 1 MB of every document it printed (measured: bench/README.md); a new page costs
   * a few hundred milliseconds once.
   */
  recyclePageAfter: number;
  onBlockedRequest?: ((url: string) => void) | undefined;
  /** Readies a new page before its first render (the print shell: CSP, fonts, page box). */
  setUpPage?: (page: Page) => Promise<void>;
};

/** A page that does not close within this delay means a hung renderer: the browser goes. */
const PAGE_CLOSE_GRACE_MS = 2_000;

class RenderTimeout extends Error {}

/**
 * Owns the browser: launches it on first use, relaunches it when it dies, replaces it after
 * `recycleAfter` renders, and bounds every render in time.
 */
export class PagePool {
  readonly counts = { launches: 0, recycles: 0, pageRecycles: 0, crashes: 0, timeouts: 0 };
  private session: BrowserSession | undefined;
  private launching: Promise<BrowserSession> | undefined;
  private readonly open = new Set<BrowserSession>();
  private closed = false;

  constructor(private readonly options: PagePoolOptions) {}

  get browserPid(): number | undefined {
    return this.session?.pid;
  }

  /**
   * Runs `work` on the slot's page within `timeoutMs` (the render limit unless said otherwise);
   * on failure or timeout the page is thrown away.
   */
  async run<T>(slot: PageSlot, work: (page: Page) => Promise<T>, timeoutMs = this.options.renderTimeoutMs): Promise<T> {
    let session: BrowserSession | undefined;
    let abandoned = false;
    const attempt = (async () => {
      session = await this.currentSession();
      session.begin();
      try {
        const page = await this.pageFor(slot, session, () => abandoned);
        slot.renders += 1;
        return await work(page);
      } finally {
        session.end();
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout()), timeoutMs);
    });
    try {
      return await Promise.race([attempt, deadline]);
    } catch (error) {
      abandoned = true;
      attempt.catch(() => {}); // settles once its page is closed; nobody awaits it any more
      this.discardPage(slot);
      throw this.explain(error, session);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.launching?.catch(() => undefined);
    this.session = undefined;
    await Promise.all([...this.open].map((session) => session.close()));
  }

  private async currentSession(): Promise<BrowserSession> {
    const current = this.session;
    if (current?.connected && current.rendersStarted < this.options.recycleAfter) return current;
    if (current) {
      this.session = undefined;
      if (current.connected) this.counts.recycles += 1;
      current.retire();
    }
    this.launching ??= this.launch().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  private async launch(): Promise<BrowserSession> {
    if (this.closed) throw unavailable('Le moteur PDF est arrêté.');
    const session = await BrowserSession.launch({
      executablePath: this.options.executablePath,
      timeoutMs: this.options.launchTimeoutMs,
      ...(this.options.onBlockedRequest ? { onBlockedRequest: this.options.onBlockedRequest } : {}),
    });
    this.counts.launches += 1;
    this.open.add(session);
    session.onDisconnected(() => {
      // Expected after a close; a crash when the browser was still the current one.
      if (this.session === session) {
        this.session = undefined;
        this.counts.crashes += 1;
      }
      void session.close().finally(() => this.open.delete(session));
    });
    if (this.closed) {
      await session.close();
      throw unavailable('Le moteur PDF est arrêté.');
    }
    this.session = session;
    return session;
  }

  private async pageFor(slot: PageSlot, session: BrowserSession, isAbandoned: () => boolean): Promise<Page> {
    if (slot.page && slot.session === session && !slot.page.isClosed()) {
      if (slot.renders < this.options.recyclePageAfter) return slot.page;
      this.counts.pageRecycles += 1;
      this.discardPage(slot);
    }
    const page = await session.newPage(this.options.renderTimeoutMs);
    try {
      await this.options.setUpPage?.(page);
    } catch (error) {
      void page.close().catch(() => {});
      throw error;
    }
    if (isAbandoned()) {
      // The render timed out while the page was being made: the slot may already serve another.
      void page.close().catch(() => {});
      throw new RenderTimeout();
    }
    slot.page = page;
    slot.session = session;
    slot.renders = 0;
    return page;
  }

  private discardPage(slot: PageSlot): void {
    const { page, session } = slot;
    slot.page = undefined;
    slot.session = undefined;
    if (!page) return;
    void settlesWithin(page.close(), PAGE_CLOSE_GRACE_MS).then((closed) => {
      if (closed || !session) return;
      if (this.session === session) this.session = undefined;
      void session.close();
    });
  }

  private explain(error: unknown, session: BrowserSession | undefined): unknown {
    if (error instanceof AppError) return error;
    if (error instanceof RenderTimeout) {
      this.counts.timeouts += 1;
      return unavailable(`Rendu PDF interrompu après ${this.options.renderTimeoutMs} ms.`);
    }
    if (session && !session.connected) return unavailable('Chromium s’est arrêté pendant le rendu.', error);
    return unavailable('Chromium a échoué pendant le rendu.', error);
  }
}

/** Every failure here is worth one retry: the next render gets a fresh page or browser. */
function unavailable(message: string, cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', message, { cause, headers: { 'Retry-After': '1' } });
}

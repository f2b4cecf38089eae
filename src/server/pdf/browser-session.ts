import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { findProcessByArgument } from '#server/pdf/process-tree.ts';
import { settlesWithin } from '#server/pdf/settles-within.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-extensions',
  '--font-render-hinting=none',
  // Defence in depth behind routing and the CSP: no host name or address resolves, so even a
  // request that escaped both (a preconnect, say) reaches nothing.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

/** How long a polite close may take before the process group is killed. */
const CLOSE_GRACE_MS = 5_000;

/**
 * One Chromium process and its single isolated context. The pool renders through it until
 * it dies or has served its share of renders; a retired session closes once its last
 * render has finished, so recycling never fails work in flight.
 */
export class BrowserSession {
  rendersStarted = 0;
  private inFlight = 0;
  private retired = false;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly browser: Browser,
    readonly context: BrowserContext,
    readonly pid: number | undefined,
  ) {}

  static async launch(options: {
    executablePath: string;
    timeoutMs: number;
    /** Told of every request the context refused (tests count them instead of waiting). */
    onBlockedRequest?: (url: string) => void;
  }): Promise<BrowserSession> {
    // An argument Chromium ignores, so that /proc tells which process this browser is.
    const marker = `--paraphe-session=${randomUUID()}`;
    const browser = await chromium.launch({
      executablePath: options.executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, marker],
      timeout: options.timeoutMs,
      // The app's graceful shutdown closes the pool after the last export; Playwright's own
      // signal handlers would kill Chromium under renders still running.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, bypassCSP: false });
      await context.route('**/*', (route) => {
        const request = route.request();
        if (request.url().startsWith('data:')) return route.continue();
        options.onBlockedRequest?.(request.url());
        // An aborted navigation would replace the contract with Chromium's error page; a 204
        // cancels it and the document stays. Nothing leaves the machine either way.
        if (request.isNavigationRequest()) return route.fulfill({ status: 204, body: '' });
        return route.abort('blockedbyclient');
      });
      return new BrowserSession(browser, context, findProcessByArgument(marker));
    } catch (error) {
      await browser.close().catch(() => {});
      throw error;
    }
  }

  get version(): string {
    return this.browser.version();
  }

  get connected(): boolean {
    return this.browser.isConnected();
  }

  onDisconnected(listener: () => void): void {
    this.browser.on('disconnected', listener);
  }

  async newPage(timeoutMs: number): Promise<Page> {
    const page = await this.context.newPage();
    page.setDefaultTimeout(timeoutMs);
    return page;
  }

  begin(): void {
    this.rendersStarted += 1;
    this.inFlight += 1;
  }

  end(): void {
    this.inFlight -= 1;
    if (this.retired && this.inFlight === 0) void this.close();
  }

  /** No new render starts here; the browser closes when the renders under way are done. */
  retire(): void {
    this.retired = true;
    if (this.inFlight === 0) void this.close();
  }

  close(): Promise<void> {
    this.closing ??= this.closeOrKill();
    return this.closing;
  }

  private async closeOrKill(): Promise<void> {
    this.retired = true;
    const polite = this.browser.close();
    const closed = await settlesWithin(polite, CLOSE_GRACE_MS);
    if (!closed && this.pid !== undefined) {
      // Playwright starts Chromium as the leader of its own process group: kill them all.
      killGroup(this.pid);
      await polite.catch(() => {});
    }
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

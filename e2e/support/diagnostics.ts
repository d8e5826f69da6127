import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * What the pages of a journey said in their console and which of their requests failed, kept to
 * be attached to the report when the journey fails (the trace has the rest).
 */
export class PageDiagnostics {
  private readonly consoleLines: string[] = [];
  private readonly failedRequests: string[] = [];

  /** Records every page of `context`, those open now and those it opens later. */
  watch(context: BrowserContext): void {
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
  }

  private watchPage(page: Page): void {
    page.on('console', (message) =>
      this.consoleLines.push(`[${message.type()}] ${message.text()} (${page.url()})`),
    );
    page.on('pageerror', (error) =>
      this.consoleLines.push(`[pageerror] ${error.message} (${page.url()})`),
    );
    page.on('requestfailed', (request) =>
      this.failedRequests.push(
        `${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      ),
    );
    page.on('response', (response) => {
      if (response.status() >= 400)
        this.failedRequests.push(
          `${response.request().method()} ${response.url()} -> ${response.status()}`,
        );
    });
  }

  async attachTo(testInfo: TestInfo): Promise<void> {
    await testInfo.attach('console.log', {
      body: this.consoleLines.join('\n') || '(nothing)',
      contentType: 'text/plain',
    });
    await testInfo.attach('failed-requests.log', {
      body: this.failedRequests.join('\n') || '(none)',
      contentType: 'text/plain',
    });
  }
}

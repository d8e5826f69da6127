/** Ends the current task, so the browser can paint and answer input before the next step runs. */
export const yieldToMain = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Whether `promise` settles (either way) within `ms`. For the calls to Chromium that may
 * hang when a process is stuck: closing a page or the browser.
 */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  const result = await Promise.race([settled, expired]);
  clearTimeout(timer);
  return result;
}

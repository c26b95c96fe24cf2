/** The longest the site's code waits for the first screen's pictures: a stalled picture must not hold the site back. */
const MAX_WAIT_MS = 1500;

/**
 * Resolves once the server's pre-rendered first screen (apps/web src/prerender) has painted with its largest
 * pictures (those fetched at high priority), or after MAX_WAIT_MS; at once on a page without one. The site's code
 * waits for it: 150 KB of it would otherwise go down a slow link before the pictures, and its evaluation takes the
 * main thread of a slow phone for a few hundred milliseconds (issue 12: largest contentful paint).
 */
export async function firstScreenPainted(container: HTMLElement): Promise<void> {
  if (container.childElementCount === 0) return;
  const pictures = [...container.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  // The frame that shows them; a hidden tab paints no frame, so a timer stands in for it there.
  await new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

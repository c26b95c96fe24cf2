/** Where the visitor has scrolled the pre-rendered first screen; undefined once the live page has taken over. */
let scrolledTo: number | undefined;
const follow = () => {
  scrolledTo = window.scrollY;
};

/**
 * From the entry: on a page that came with a first screen, follows the visitor's scrolling until the live page is
 * there. Does nothing where the container was empty.
 */
export function followFirstScreenScroll(container: HTMLElement): void {
  if (container.childElementCount === 0) return;
  follow();
  window.addEventListener('scroll', follow, { passive: true });
}

/**
 * From the live page's layout, after the router's scroll restoration has put the page it renders first at the top:
 * a visitor who scrolled the pre-rendered screen (same page, same place) stays where they were.
 */
export function keepFirstScreenScroll(): void {
  window.removeEventListener('scroll', follow);
  if (scrolledTo) window.scrollTo(0, scrolledTo);
  scrolledTo = undefined;
}

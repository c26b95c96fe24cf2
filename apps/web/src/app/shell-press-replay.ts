/** How long after the shell is replaced the live page may take to show the pressed button: past that, the press is dropped. */
const REPLAY_WAIT_MS = 10_000;

const nameOf = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent.trim();

/**
 * A pre-rendered first screen (home, lobby, a game's page) is plain HTML until the live page replaces it: a press
 * on one of its buttons (Search games, Log in, Claim welcome bonus...) would do nothing, and a player on a slow phone
 * would press again or leave. From the moment the site's entry runs, the last such press is remembered; once the
 * live page has replaced the screen, it is given to the live button of the same name. Links need no help: they
 * navigate by themselves. Call it before rendering into the container; it does nothing where the container was empty.
 */
export function replayShellPresses(container: HTMLElement): void {
  const shell = [...container.children];
  if (shell.length === 0) return;
  const inShell = (node: Node) => shell.some((part) => part.contains(node));
  let pressed: string | undefined;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && inShell(button)) pressed = nameOf(button);
  };
  container.addEventListener('click', remember, true);

  let giveUpAt: number | undefined;
  const observer = new MutationObserver(() => {
    if (shell.some((part) => part.isConnected)) return;
    if (giveUpAt === undefined) {
      container.removeEventListener('click', remember, true);
      giveUpAt = Date.now() + REPLAY_WAIT_MS;
    }
    const live = pressed === undefined ? undefined : [...container.querySelectorAll('button')].find((button) => nameOf(button) === pressed);
    if (pressed === undefined || live || Date.now() > giveUpAt) observer.disconnect();
    live?.click();
  });
  observer.observe(container, { childList: true, subtree: true });
}

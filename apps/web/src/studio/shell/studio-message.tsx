import { Component, type ReactNode } from 'react';

/** A full-page notice in place of the game: a broken link, an expired session, a game that failed to load. */
export function StudioMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <main className="studio-message">
      <svg className="studio-message__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 1.5l2.2 8.3 8.3 2.2-8.3 2.2L12 22.5l-2.2-8.3L1.5 12l8.3-2.2z" fill="currentColor" />
      </svg>
      <h1 className="studio-message__title">{title}</h1>
      <p className="studio-message__text">{text}</p>
      {action}
    </main>
  );
}

/** Catches a render error of a game client (or a chunk that failed to download) without losing the shell. */
export class GameErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StudioMessage
        title="The game stopped"
        text="Something went wrong while showing the game. Your balance is safe: reload to carry on."
        action={
          <button type="button" className="button button--primary button--md" onClick={() => window.location.reload()}>
            Reload the game
          </button>
        }
      />
    );
  }
}

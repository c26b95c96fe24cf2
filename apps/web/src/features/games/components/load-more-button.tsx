import './load-more-button.css';

/** SPEC.md §2 and §9 call it 'load more', in those words, in the search and in the lobby. */
export function LoadMoreButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="load-more" onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5v14M5 12l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      load more
    </button>
  );
}

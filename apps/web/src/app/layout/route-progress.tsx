import './route-progress.css';

/** A thin bar at the top while the next page's chunk loads (SPEC.md §2 transition spinner). */
export function RouteProgress() {
  return (
    <div className="route-progress" role="progressbar" aria-label="Loading page">
      <span className="route-progress__bar" />
    </div>
  );
}

import { Spinner } from '@/components/spinner';
import { useProcessLoading } from '@/lib/process-store';
import './process-overlay.css';

/** Covers the screen while a process (a form submission) runs, so nothing is clicked twice. */
export function ProcessOverlay() {
  const loading = useProcessLoading();
  if (!loading) return null;
  return (
    <div className="process-overlay">
      <Spinner size="lg" label="Please wait" />
    </div>
  );
}

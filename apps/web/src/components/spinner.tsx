import './spinner.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, for screen readers. Omit with `decorative` when the surrounding control already says it. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'progressbar', 'aria-label': label };
  return (
    <span className={`spinner spinner--${size}`} {...a11y}>
      <svg viewBox="0 0 50 50" focusable="false">
        <circle className="spinner__track" cx="25" cy="25" r="20" />
        <circle className="spinner__arc" cx="25" cy="25" r="20" />
      </svg>
    </span>
  );
}

interface StepHeaderProps {
  title: string;
  /** The deposit being made ('30.00 EUR'), repeated so the player sees what they are paying. */
  summary?: string;
  onBack: () => void;
}

/** Top of a second step: Back to the previous step, what this step is, and the amount. */
export function StepHeader({ title, summary, onBack }: StepHeaderProps) {
  return (
    <div className="step-header">
      <button type="button" className="step-header__back" onClick={onBack}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Back
      </button>
      <h3 className="step-header__title">{title}</h3>
      {summary && <span className="step-header__summary">{summary}</span>}
    </div>
  );
}

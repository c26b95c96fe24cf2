interface ProgressMeterProps {
  label: string;
  /** 0 to 100. */
  percent: number;
  /** What the bar means in words ('12.00 of 625.00 EUR wagered'): shown, and read out instead of a bare percent. */
  valueText: string;
}

/** A labelled progress bar that a screen reader announces with its words. */
export function ProgressMeter({ label, percent, valueText }: ProgressMeterProps) {
  return (
    <div className="progress-meter">
      <div className="progress-meter__heading">
        <span className="progress-meter__label">{label}</span>
        <span className="progress-meter__value">{valueText}</span>
      </div>
      <div
        className="progress-meter__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <div className="progress-meter__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

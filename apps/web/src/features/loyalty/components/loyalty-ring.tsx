import { useEffect, useId, useState } from 'react';
import { RING_CIRCUMFERENCE, RING_RADIUS, ringOffsetOf } from '../loyalty-progress';

/** SPEC.md §9: the ring starts filling one second after it appears. */
const RING_ANIMATION_DELAY_MS = 1000;
const RING_BOX = 128;
const RING_CENTRE = RING_BOX / 2;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

interface LoyaltyRingProps {
  /** Whole percentage, 0 to 100. */
  percent: number;
  /** What the screen reader says of the progress ('452 of 500 points to Silver'). */
  valueText: string;
}

/** The loyalty widget's ring: a progress bar for assistive technology, an animated arc for the eye. */
export function LoyaltyRing({ percent, valueText }: LoyaltyRingProps) {
  // With reduced motion the ring is drawn full at once; otherwise it waits, then fills (the CSS transition).
  const [started, setStarted] = useState(prefersReducedMotion);
  const gradientId = useId();
  useEffect(() => {
    if (started) return;
    const timer = window.setTimeout(() => setStarted(true), RING_ANIMATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [started]);

  return (
    <div
      className="loyalty-ring"
      role="progressbar"
      aria-label="Progress to the next loyalty level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-testid="loyalty-ring"
    >
      <svg className="loyalty-ring__svg" viewBox={`0 0 ${RING_BOX} ${RING_BOX}`} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--color-gold-light)" />
            <stop offset="100%" stopColor="var(--color-violet)" />
          </linearGradient>
        </defs>
        <circle className="loyalty-ring__track" cx={RING_CENTRE} cy={RING_CENTRE} r={RING_RADIUS} />
        <circle
          className="loyalty-ring__arc"
          cx={RING_CENTRE}
          cy={RING_CENTRE}
          r={RING_RADIUS}
          stroke={`url(#${gradientId})`}
          strokeDasharray={RING_CIRCUMFERENCE}
          strokeDashoffset={ringOffsetOf(started ? percent : 0)}
          transform={`rotate(-90 ${RING_CENTRE} ${RING_CENTRE})`}
          data-testid="loyalty-ring-arc"
        />
      </svg>
      <span className="loyalty-ring__percent" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}

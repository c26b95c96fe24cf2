/** One payline as a small 5×3 diagram: the cells it crosses lit, joined by the line. */
export function PaylineDiagram({ rows, number }: { rows: readonly number[]; number: number }) {
  const points = rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ');
  return (
    <figure className="payline">
      <svg viewBox="0 0 50 30" role="img" aria-label={`Line ${number}: rows ${rows.map((row) => row + 1).join(', ')}`}>
        {Array.from({ length: 15 }, (_, cell) => {
          const reel = Math.floor(cell / 3);
          const row = cell % 3;
          return (
            <rect
              key={cell}
              x={reel * 10 + 1}
              y={row * 10 + 1}
              width="8"
              height="8"
              rx="1.5"
              className={rows[reel] === row ? 'payline__cell payline__cell--on' : 'payline__cell'}
            />
          );
        })}
        <polyline points={points} className="payline__line" />
      </svg>
      <figcaption className="payline__number">{number}</figcaption>
    </figure>
  );
}

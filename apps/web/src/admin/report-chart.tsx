import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDay } from '@lodestar/contracts';

/** Revenue per day, drawn at once (no animation: a staff tool, and a screenshot shows what is there): gross and net gaming revenue as bars, stakes as a line; amounts in the selected currency. */
export function ReportChart({ days, currency }: { days: ReportDay[]; currency: string }) {
  const points = days.map((day) => ({
    day: day.day.slice(5),
    stakes: Number(day.stakes),
    ggr: Number(day.grossGamingRevenue),
    ngr: Number(day.netGamingRevenue),
  }));
  return (
    <figure className="admin-chart" aria-label={`Daily revenue in ${currency}`}>
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" stroke="var(--color-text-muted)" fontSize={12} tickLine={false} />
          <YAxis stroke="var(--color-text-muted)" fontSize={12} tickLine={false} width={72} />
          <Tooltip
            contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)', borderRadius: 8 }}
            formatter={(value) => `${Number(value).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 })} ${currency}`}
          />
          <Legend />
          <Bar dataKey="ggr" name="Gross gaming revenue" fill="var(--color-gold)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="ngr" name="Net gaming revenue" fill="var(--color-info)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line dataKey="stakes" name="Stakes" stroke="var(--color-text-muted)" dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}

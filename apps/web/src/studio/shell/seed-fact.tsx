/** A seed or hash under its term in a studio-facts list; a 64-character hash takes the whole row. */
export function SeedFact({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'studio-facts__wide' : undefined}>
      <dt>{term}</dt>
      <dd>
        <code className="studio-code">{value}</code>
      </dd>
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * A data table that CSS lays out as one card per row on phones. Explicit roles keep it a table for screen
 * readers there (browsers drop table semantics from elements whose display changes). `block` names the CSS
 * block: `{block}` and `{block}--refreshing` while newer rows load.
 */
export function CardTable({
  block,
  caption,
  columns,
  refreshing,
  children,
}: {
  block: string;
  caption: string;
  columns: readonly string[];
  refreshing: boolean;
  children: ReactNode;
}) {
  return (
    <table role="table" className={`${block}${refreshing ? ` ${block}--refreshing` : ''}`} aria-busy={refreshing || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th role="columnheader" scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

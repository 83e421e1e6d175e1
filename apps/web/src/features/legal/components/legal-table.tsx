import type { LegalTable as Table } from '../utils/legal-content';
import styles from './legal-table.module.css';

/** A table that turns into one card per row on narrow screens (each cell labelled by its column). */
export function LegalTable({ table }: { table: Table }) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" data-label={table.columns[c]}>
                    {cell}
                  </th>
                ) : (
                  <td key={c} data-label={table.columns[c]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

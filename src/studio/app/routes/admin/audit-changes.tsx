import type { ChangeRow } from '../../lib/audit-words.server.ts';

/**
 * Field by field, each by its label on the item's screen: what it was, what it became. A line
 * keeps only the fields that changed (decision 074), so every row is a change.
 */
export function AuditChanges({ changes }: { changes: readonly ChangeRow[] }) {
  if (changes.length === 0) return null;
  return (
    <table className="studio-table studio-changes">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change, i) => (
          <tr key={`${change.field}-${i}`}>
            <th scope="row">{change.field}</th>
            <td>{change.before}</td>
            <td>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A before or after as the log keeps it (JSON), read back for people. */
function parse(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Field by field: what it was, what it became (changed fields in bold, not by colour alone). */
export function AuditChanges({ before, after }: { before: string | null; after: string | null }) {
  const was = parse(before);
  const is = parse(after);
  if (was === undefined && is === undefined) return null;
  if (!isRecord(was ?? {}) || !isRecord(is ?? {}))
    return (
      <p>
        Before: {show(was)}. After: {show(is)}.
      </p>
    );
  const old = (was ?? {}) as Record<string, unknown>;
  const now = (is ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
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
        {fields.map((field) => {
          const changed = show(old[field]) !== show(now[field]);
          return (
            <tr key={field}>
              <th scope="row">{changed ? <strong>{field}</strong> : field}</th>
              <td>{show(old[field])}</td>
              <td>{changed ? <strong>{show(now[field])}</strong> : show(now[field])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

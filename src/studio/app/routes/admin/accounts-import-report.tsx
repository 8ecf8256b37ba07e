/** What an import did: the accounts made with their links (shown once), and the rows refused. */
export interface MadeRow {
  line: number;
  username: string;
  displayName: string;
  role: string;
  deptCode: string | null;
  link: string;
  expires: string;
}
export interface BadRow {
  line: number;
  row: string;
  reasons: string[];
}

export function ImportReport({ made, bad }: { made: readonly MadeRow[]; bad: readonly BadRow[] }) {
  return (
    <>
      {bad.length ? (
        <section className="error-summary" role="alert" aria-labelledby="bad-title" tabIndex={-1}>
          <h2 id="bad-title">
            {bad.length === 1 ? 'One row was' : `${bad.length} rows were`} not imported
          </h2>
          <ul>
            {bad.map((row) => (
              <li key={row.line}>{`Line ${row.line} (${row.row}): ${row.reasons.join('; ')}.`}</li>
            ))}
          </ul>
          <p>Mend these rows in the box below and import them again; the others are made.</p>
        </section>
      ) : null}
      {made.length ? (
        <section aria-labelledby="made-title">
          <p className="notice-ok" role="status">
            {made.length === 1 ? 'One account was' : `${made.length} accounts were`} made.
          </p>
          <h2 id="made-title">The new accounts and their links</h2>
          <p>
            Give each person their link, in person or by a message only they read: it lets them set
            their own password once, until the time shown. The links are not shown again; an account
            whose link is lost gets a new password from the accounts screen.
          </p>
          <table className="item-table" aria-label="Links to set the passwords">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Username</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Link to set the password</th>
                <th scope="col">Works until</th>
              </tr>
            </thead>
            <tbody>
              {made.map((account) => (
                <tr key={account.username}>
                  <td data-label="Line">{account.line}</td>
                  <th scope="row">{account.username}</th>
                  <td data-label="Name">{account.displayName}</td>
                  <td data-label="Role">
                    {account.role}
                    {account.deptCode ? ` (${account.deptCode})` : ''}
                  </td>
                  <td data-label="Link to set the password">
                    <code className="password-link">{account.link}</code>
                  </td>
                  <td data-label="Works until">{account.expires}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}

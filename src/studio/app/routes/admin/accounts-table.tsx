import { Form } from 'react-router';
import type { listUsersWithNames } from '../../../auth/users.repository.ts';

type AccountRow = Awaited<ReturnType<typeof listUsersWithNames>>[number];

/**
 * The accounts as a table from 600 px, and on a phone a card per account with each cell's label
 * (the lists' `item-table`), so that nothing, Disable and Set password least of all, is off the
 * screen (issue 36). Each row's buttons name their account for a screen reader.
 */
export function AccountsTable({ accounts }: { accounts: readonly AccountRow[] }) {
  if (accounts.length === 0) return <p>There is no account yet.</p>;
  return (
    <table className="item-table" aria-labelledby="list-title">
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Name</th>
          <th scope="col">Role</th>
          <th scope="col">Department</th>
          <th scope="col">Person</th>
          <th scope="col">Two-step</th>
          <th scope="col">Status</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.username}>
            <th scope="row">{account.username}</th>
            <td data-label="Name">{account.display_name}</td>
            <td data-label="Role">{account.role}</td>
            <td data-label="Department">
              {account.dept_code
                ? `${account.dept_code}${account.dept_name ? ` (${account.dept_name})` : ''}`
                : '–'}
            </td>
            <td data-label="Person">
              {account.person_id === null
                ? '–'
                : `${account.person_id}${account.person_name ? ` (${account.person_name})` : ''}`}
            </td>
            <td data-label="Two-step">{account.totp_enabled ? 'on' : 'off'}</td>
            <td data-label="Status">{account.disabled ? <strong>disabled</strong> : 'active'}</td>
            <td className="studio-row-actions">
              <Form method="post">
                <input type="hidden" name="username" value={account.username} />
                <input
                  type="hidden"
                  name="intent"
                  value={account.disabled ? 'enable' : 'disable'}
                />
                <button type="submit" className="secondary">
                  {account.disabled ? 'Enable' : 'Disable'}
                  <span className="visually-hidden"> {account.username}</span>
                </button>
              </Form>
              <a href={`/accounts?reset=${encodeURIComponent(account.username)}#reset`}>
                Set a new password<span className="visually-hidden"> for {account.username}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

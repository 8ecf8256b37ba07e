/** The faculty page addresses, as the faculty list builds them. */
export const facultyUrl = (
  dept: string,
  page: 'single' | 'quarterlyreport',
  id: number,
  name: string,
) => `/department/${dept}/faculty/${page}?${new URLSearchParams({ id: String(id), name })}`;

/** Matches a text that starts with the given one (a notice title may carry a 'New' badge). */
export const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

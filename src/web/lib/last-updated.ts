/** A page's "Last updated" date: ISO for <time>, and as the page shows it ('15 June 2026'). */
export interface LastUpdated {
  date: string;
  label: string;
}

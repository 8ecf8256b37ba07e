/** The blinking "new" mark of notices flagged diff; steady under reduced motion (CSS). */
export function NewBadge() {
  return <span className="new-badge">New</span>;
}

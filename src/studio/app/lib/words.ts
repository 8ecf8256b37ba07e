/** 'Notice' → 'notice' for "New notice" and sentences; 'IQAC document' stays as it is. */
export const lower = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

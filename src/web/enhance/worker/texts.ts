/**
 * The worker's own words, in both languages of the site: the worker runs where the catalogues
 * (react-intl, src/web/i18n) do not, and says only these few things. A page's language is its
 * address's (decision 057): /as/… is Assamese.
 */
export type WorkerLanguage = 'en' | 'as';

export const WORKER_TEXTS = {
  en: {
    savedOn: 'Saved on {date}. You are offline: this is the copy kept on this device.',
    trimmed: 'Older saved pages were removed to make room on this device.',
    nothingSaved: 'No page has been saved on this device yet.',
    newNotice: 'New notice',
    newNotices: '{count} new notices',
  },
  as: {
    savedOn: '{date}ত সাঁচি থোৱা। আপুনি অফলাইন: এইটো এই ডিভাইচত ৰখা প্ৰতিলিপি।',
    trimmed: 'ঠাই উলিয়াবলৈ এই ডিভাইচৰ পুৰণি সাঁচি থোৱা পৃষ্ঠা আঁতৰোৱা হ’ল।',
    nothingSaved: 'এই ডিভাইচত এতিয়ালৈকে কোনো পৃষ্ঠা সাঁচি থোৱা হোৱা নাই।',
    newNotice: 'নতুন জাননী',
    newNotices: '{count}টা নতুন জাননী',
  },
} as const satisfies Record<WorkerLanguage, Record<string, string>>;

export function languageOfPath(pathname: string): WorkerLanguage {
  return pathname === '/as' || pathname.startsWith('/as/') ? 'as' : 'en';
}

/** A moment as the page's language writes it (Assamese digits on /as/). */
export function formatSavedDate(time: number, language: WorkerLanguage): string {
  return new Intl.DateTimeFormat(language === 'as' ? 'as-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(time);
}

/** The text with {name} replaced by each value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

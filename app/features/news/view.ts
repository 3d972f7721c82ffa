/** View-model types of the news, built by news.server.ts and shown by the components (no values here). */

/** An article in a list, as its loader shaped it. */
export interface NewsCardData {
  id: number;
  title: string;
  excerpt: string;
  href: string;
  /** The main category's name, shown above the title. */
  category: string | null;
  cover: { src: string; alt: string };
  /** ISO moment for <time>, and the date as shown ("12 March 2026"). */
  dateTime: string;
  date: string;
  reading: string;
}

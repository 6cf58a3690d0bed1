/**
 * GET /admin/news-letter.csv: every subscriber as a CSV file. A plain link downloads it (the session cookie goes
 * with it and the answer says attachment), so the file never passes through the page's memory.
 */
export const SUBSCRIBERS_CSV_URL = '/api/v1/admin/news-letter.csv';

// The footer form's hidden paths as rows (a field array needs objects), checked with the prefix rule of contracts;
// a repeated path is marked on the row that repeats it.
import { contentMessages, footerPrefixSchema } from '@naija-homes/contracts/content';
import * as z from 'zod';

export const MAX_PREFIXES = 30;

export const footerFormSchema = z.object({
  prefixes: z
    .array(z.object({ value: footerPrefixSchema }))
    .max(MAX_PREFIXES, contentMessages.prefixesMax)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.value)) {
          ctx.addIssue({ code: 'custom', path: [index, 'value'], message: contentMessages.prefixDuplicate });
        }
        seen.add(row.value);
      });
    }),
});
export type FooterFormValues = z.input<typeof footerFormSchema>;

export const footerRows = (prefixes: string[]): FooterFormValues => ({
  prefixes: prefixes.map((value) => ({ value })),
});

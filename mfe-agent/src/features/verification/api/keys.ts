export const verificationKeys = {
  all: ['agent'] as const,
  /** My agent details: every step's answer replaces them. */
  details: () => [...verificationKeys.all, 'me'] as const,
};

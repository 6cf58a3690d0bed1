/** The questions agents ask most, answered on Help & Support. */
export const faqs = [
  {
    question: 'Why can I not list properties yet?',
    answer:
      'Listing opens once an admin approves your profile. Complete the four verification steps under Settings, then press Submit Profile. Most profiles are reviewed within one working day.',
  },
  {
    question: 'Which ID can I use for the Smile ID check?',
    answer:
      "Your international passport, voter's card (Voter ID) or driver's licence. Enter your names exactly as on the ID: once verified, they become your account names.",
  },
  {
    question: 'My profile was rejected. What now?',
    answer: 'The notification tells you why. Correct the details in Settings and submit again.',
  },
  {
    question: 'How do plans affect my listings?',
    answer: 'Higher plans place your published listings higher in search results and unlock 360° tours.',
  },
];

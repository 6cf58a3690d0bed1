/** The questions agents ask most, answered on Help & Support, about the product as it works today (issue 31). */
export const faqs = [
  {
    question: 'Why can I not list properties yet?',
    answer:
      'Listing opens once an admin approves your profile. Complete the four verification steps under Settings, then press Submit Profile; the dashboard shows your progress and, once submitted, that your profile is under review. Most profiles are reviewed within one working day.',
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
    answer:
      'Your listings are in search only while your plan is live. Higher plans (Elite, Platinum) place your published listings higher in search results and unlock 360° tours; Visibility shows where each listing stands. If a plan lapses, your listings leave search until you renew.',
  },
  {
    question: 'How do I answer buyers?',
    answer:
      'Messages from listings and your profile arrive under Chats at once, with an unread count on the message icon; buyers see when you have read them. Leads from the contact form are under Leads, and answering one opens a chat with the buyer.',
  },
  {
    question: 'How do offers and counter-offers work?',
    answer:
      'Offers on your listings for sale or rent are under Offer Requests. Accept, decline, or counter with your own price and a reason; the buyer can accept your counter or answer it.',
  },
  {
    question: 'How do short-let bookings work?',
    answer:
      'Buyers request dates on your short-lets and see the price first (nights times your nightly rate, plus the caution fee). Confirm or decline under Bookings within 24 hours, or the request lapses; confirmed nights are blocked in your calendar.',
  },
  {
    question: 'What does the "Verified listing" badge mean?',
    answer: "Our team checked the listing's papers and site. It is shown on the listing and on its cards in search.",
  },
  {
    question: 'An admin deactivated my listing. What can I do?',
    answer:
      'My Properties and the editor show the reason. Fix what it names, then press Ask for a review: your message goes to our team, who can put the listing back in search. You cannot activate it yourself while it is held.',
  },
];

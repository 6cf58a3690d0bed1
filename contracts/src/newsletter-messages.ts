// What the newsletter sign-up tells people, apart from the schemas (the footer's form is on every page).
export const newsletterMessages = {
  subscribed: 'Successfully Subscribed',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  adminsCannotSubscribe: 'Admins cannot subscribe to the newsletter',
  removed: 'Subscriber removed from the newsletter',
} as const;

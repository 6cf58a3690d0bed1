// Copy of the public content pages. Kept as data so a page is one entry, not one component.
export interface ContentSection {
  heading: string;
  body: string[];
}
export interface ContentPageData {
  title: string;
  intro: string;
  sections: ContentSection[];
}

export const contentPages: Record<string, ContentPageData> = {
  'about-us': {
    title: 'About Naija Homes',
    intro: 'We are building the property marketplace Nigerians can trust, with the agents who serve them.',
    sections: [
      {
        heading: 'Why we exist',
        body: [
          'Too many house hunters in Lagos, Abuja and Port Harcourt have paid inspection fees for homes that were never available, or rent to people who never owned the property.',
          'Naija Homes checks every agent: identity, professional credentials and office, before a single listing goes live.',
        ],
      },
      {
        heading: 'Built for Nigeria',
        body: [
          'Prices in naira, rent by the month, quarter or year, short-lets by the night, and pages that load fast on a cheap phone over a slow network.',
        ],
      },
    ],
  },
  careers: {
    title: 'Careers',
    intro: 'Help millions of Nigerians find a home safely.',
    sections: [
      {
        heading: 'How we work',
        body: [
          'We are a small, remote-first team across Lagos and Abuja. We ship weekly, talk to agents and tenants every week, and care about craft.',
        ],
      },
      {
        heading: 'Open roles',
        body: [
          'We have no open roles right now. Send your CV and a short note to careers@naijahomes.ng and we will reach out when a role fits.',
        ],
      },
    ],
  },
  'help-center': {
    title: 'Help center',
    intro: 'Answers to the questions we hear most, about Naija Homes as it works today.',
    sections: [
      {
        heading: 'How do I know an agent or a listing is genuine?',
        body: [
          'A verified agent passed an ID check and our team approved their licence, certificate and office details. A "Verified listing" badge means our team also checked that listing\'s papers and site. Never pay before you inspect a property.',
        ],
      },
      {
        heading: 'How do I talk to an agent?',
        body: [
          "Sign in as a buyer and write in the message box on the listing or on the agent's profile. The conversation continues under Chats: messages arrive at once, with ticks when they are delivered and read, and an unread count on the message icon. If you are away, we email you the first new message. WhatsApp sits beside the box when the agent has a phone number.",
        ],
      },
      {
        heading: 'How do offers and counter-offers work?',
        body: [
          'On a listing for sale or rent, press Send Offer, enter your price in naira and a short message. The agent can accept, decline or send a counter-offer with their own price; you then accept the counter, answer it, or withdraw. Every step shows under My Offers and in your notifications.',
        ],
      },
      {
        heading: 'How do I book a short-let?',
        body: [
          'On a short-let, pick your check-in and check-out dates and the number of guests. You see the price before you book: the nights times the nightly rate, plus the caution fee. The agent confirms or declines within 24 hours, or the request lapses; your bookings are under My Bookings, and the booking card opens a chat with the agent.',
        ],
      },
      {
        heading: 'Can I inspect a property before I pay?',
        body: [
          'Yes, and you should. Where the agent has opened inspection times, book one on the listing; otherwise ask for a viewing in the chat.',
        ],
      },
      {
        heading: 'I did not receive my verification code',
        body: ['Check your spam folder, then use Resend on the verification screen. Codes expire after 10 minutes.'],
      },
      {
        heading: 'How do I list a property?',
        body: [
          'Create an agent account and complete the four verification steps under Settings, then submit your profile for review. Once our team approves it, choose a plan (Starter, Elite or Platinum) and add properties from My Properties; a listing is published when every step of the editor is complete. Higher plans place listings higher in search and allow 360° tours.',
        ],
      },
      {
        heading: 'How do I report a suspicious listing or agent?',
        body: [
          'Press "Report this listing" on the listing (or report the agent from their profile), choose a reason and tell us what happened. Our team reviews every report, can take the listing down and strike the agent, and tells you the outcome in your notifications.',
        ],
      },
    ],
  },
  'terms-conditions': {
    title: 'Terms & Conditions',
    intro: 'These terms govern your use of Naija Homes. By creating an account you agree to them.',
    sections: [
      {
        heading: 'Accounts',
        body: ['You must give accurate information and keep your password safe. One person, one account.'],
      },
      {
        heading: 'Agents',
        body: [
          'Agents must hold the rights to market each property they list and must keep listings accurate and current. Misleading listings are removed and may lead to a permanent ban.',
        ],
      },
      {
        heading: 'Payments',
        body: [
          'Plans are billed monthly in advance. You can cancel at any time; the plan stays active until the end of the paid period.',
        ],
      },
      {
        heading: 'Liability',
        body: [
          'Naija Homes is a marketplace: agreements for sale or rent are between the buyer or tenant and the agent or owner.',
        ],
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    intro: 'How we collect, use and protect your personal data, in line with the Nigeria Data Protection Act 2023.',
    sections: [
      {
        heading: 'What we collect',
        body: ['Your name, email, phone number and, for agents, the verification details you submit.'],
      },
      {
        heading: 'How we use it',
        body: [
          'To run your account, connect you with agents or clients, verify agents and keep the marketplace safe. We never sell your data.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'You can ask for a copy of your data, correct it or delete your account by writing to privacy@naijahomes.ng.',
        ],
      },
    ],
  },
};

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
    intro: 'Answers to the questions we hear most.',
    sections: [
      {
        heading: 'How do I know an agent is genuine?',
        body: [
          'Look for the verified badge. It means the agent passed an ID check and our team approved their credentials and office details. Never pay before you inspect a property.',
        ],
      },
      {
        heading: 'I did not receive my verification code',
        body: ['Check your spam folder, then use Resend on the verification screen. Codes expire after 10 minutes.'],
      },
      {
        heading: 'How do I list a property?',
        body: [
          'Create an agent account, complete your profile and verification, and choose a plan. Once approved you can add properties from your dashboard.',
        ],
      },
      {
        heading: 'How do I report a suspicious listing?',
        body: ['Use the contact form with the link to the listing. We review every report within one working day.'],
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

import { BadgeCheckIcon, HandshakeIcon, SearchIcon } from 'lucide-react';

const steps = [
  {
    icon: SearchIcon,
    title: 'Search with confidence',
    text: 'Filter homes and offices by city, price, bedrooms and more.',
  },
  {
    icon: BadgeCheckIcon,
    title: 'Deal with verified agents',
    text: 'Agents prove their identity and credentials before they can list.',
  },
  {
    icon: HandshakeIcon,
    title: 'Message, visit, offer',
    text: 'Chat with the agent, book a viewing and send your offer online.',
  },
];

/** Three steps from search to offer. */
export function HowItWorks() {
  return (
    <section
      className="mx-auto max-w-7xl px-4 py-14 lazy-render [--lazy-render-size:36rem] md:[--lazy-render-size:13.5rem]"
      aria-labelledby="how-heading"
    >
      <h2 id="how-heading" className="text-2xl font-bold">
        How Naija Homes works
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((step) => (
          <div key={step.title} className="rounded-card border border-border p-6">
            <step.icon className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

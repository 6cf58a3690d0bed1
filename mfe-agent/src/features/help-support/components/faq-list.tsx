import { faqs } from '../faqs';

export function FaqList() {
  return (
    <section aria-labelledby="faq-heading" className="grid content-start gap-3">
      <h2 id="faq-heading" className="text-lg font-semibold">
        Frequently asked questions
      </h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="rounded-card border border-border bg-surface p-4">
          <summary className="cursor-pointer font-medium">{faq.question}</summary>
          <p className="mt-2 text-sm text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}

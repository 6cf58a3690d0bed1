// One invoice as a printable page (GET /api/v1/subscription/invoices/{invoiceId}): self-contained HTML.
import { formatLagosDate, formatNaira, koboToNaira } from '@naija-homes/contracts/format';
import { escapeHtml } from '../../lib/html';

/** The page of one invoice: who was billed, when, for which plan and period, how much. */
export function invoiceHtml({
  invoice,
  plan,
  user,
}: {
  invoice: {
    id: string;
    amountKobo: number;
    billingDate: Date;
    periodStart: Date | null;
    periodEnd: Date | null;
    status: string;
  };
  plan: string;
  user: { firstName: string; lastName: string; email: string };
}): string {
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${formatLagosDate(invoice.periodStart)} – ${formatLagosDate(invoice.periodEnd)}`
      : 'N/A';
  const rows = [
    ['Invoice', invoice.id],
    ['Billed to', `${user.firstName} ${user.lastName} (${user.email})`],
    ['Billing date', formatLagosDate(invoice.billingDate)],
    ['Plan', `${plan} (monthly)`],
    ['Period', period],
    ['Amount', formatNaira(koboToNaira(invoice.amountKobo))],
    ['Status', invoice.status],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Invoice ${escapeHtml(invoice.id)} · Naija Homes</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#17201b}h1{color:#0b6b4f}table{width:100%;border-collapse:collapse}td{padding:.5rem;border-bottom:1px solid #dde5e0}td:first-child{color:#5b6b62;width:35%}</style></head>
<body><h1>Naija Homes</h1><h2>Invoice</h2><table>${rows
    .map(([label, value]) => `<tr><td>${escapeHtml(label ?? '')}</td><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('')}</table><p>Thank you for your business.</p></body></html>`;
}

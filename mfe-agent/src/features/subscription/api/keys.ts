// The invoices' keys are shared with mfe-public (a plan change there refreshes the list here).
export { type InvoiceCursor, invoiceKeys } from '@naija-homes/client/queries/subscription';

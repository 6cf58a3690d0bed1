// The colour of a status chip (spec §4): presentation of the domain's statuses, shared by every front end.
export type StatusTone = 'purple' | 'green' | 'orange' | 'red' | 'blue' | 'gray';
const statusToneByValue: Record<string, StatusTone> = {
  rented: 'purple',
  // A listing marked let (ADR 033).
  let: 'purple',
  sold: 'green',
  completed: 'green',
  active: 'green',
  paid: 'green',
  online: 'green',
  approved: 'green',
  monthly: 'green',
  published: 'green',
  incomplete: 'orange',
  pending: 'orange',
  draft: 'orange',
  // Property News: an article waiting for its publication date.
  scheduled: 'blue',
  submitted: 'orange',
  inactive: 'red',
  declined: 'red',
  rejected: 'red',
  blocked: 'red',
  'in progress': 'blue',
  // Offers, leads and bookings.
  accepted: 'green',
  confirmed: 'green',
  countered: 'blue',
  contacted: 'blue',
  new: 'orange',
  withdrawn: 'gray',
  cancelled: 'gray',
  expired: 'gray',
  closed: 'gray',
};
export function statusTone(status: string): StatusTone {
  return statusToneByValue[status.trim().toLowerCase()] ?? 'gray';
}

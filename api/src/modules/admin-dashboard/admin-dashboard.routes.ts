// /api/v1/admin/dashboard: the admin dashboard's figures over a range of Lagos days, and listing activity apart.
import {
  adminDashboardSchema,
  dashboardRangeQuerySchema,
  listingActivitySchema,
} from '@naija-homes/contracts/admin-dashboard';
import { defineRoute, jsonResponse, router } from '../../lib/route';
import { dashboardFigures, dashboardRange, listingActivity } from './dashboard-figures';

const tags = ['Admin'];
const access = ['ADMIN'] as const;

const figures = defineRoute({
  method: 'get',
  operationId: 'adminDashboardFigures',
  path: '/dashboard',
  tags,
  access,
  summary:
    'The dashboard: accounts, sign-ups by role, listings by city and status (now), revenue by plan and over time, ' +
    'leads/offers/bookings per week and live subscriptions by plan, for a range of Lagos days (default the last 30)',
  request: { query: dashboardRangeQuerySchema },
  responses: { 200: jsonResponse(adminDashboardSchema, 'The figures') },
});

const activity = defineRoute({
  method: 'get',
  operationId: 'adminDashboardActivity',
  path: '/dashboard/activity',
  tags,
  access,
  summary:
    'Listing views, search impressions and contact clicks per day (or week) over a range of Lagos days, from the ' +
    "platform's daily totals and the rollup's open days",
  request: { query: dashboardRangeQuerySchema },
  responses: { 200: jsonResponse(listingActivitySchema, 'The activity') },
});

export const adminDashboardRoutes = router()
  .openapi(figures, async (c) => {
    const { db } = c.var.services;
    return c.json(await dashboardFigures(db, dashboardRange(c.req.valid('query'))), 200);
  })
  .openapi(activity, async (c) => {
    const { db } = c.var.services;
    return c.json(await listingActivity(db, dashboardRange(c.req.valid('query'))), 200);
  });

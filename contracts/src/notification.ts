import { pageAnswerSchema } from './paging';
import { z } from './zod';

/** A notification as GET /api/v1/notification/all returns it (spec §3 Notification). */
export const notificationSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notification/all?page&limit → one page, newest first, plus the unread count for the badge. */
export const notificationsPageSchema = pageAnswerSchema(notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationMessages = {
  allRead: 'All notifications marked as read',
} as const;

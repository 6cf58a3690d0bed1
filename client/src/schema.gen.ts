// Generated from the API's route definitions by `npm run client:generate`; do not edit.
export type paths = {
    "/api/auth/callback/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google OAuth callback (better-auth): signs in and redirects to callbackURL (or errorCallbackURL) */
        get: operations["authGoogleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** better-auth error page for a failed OAuth sign-in */
        get: operations["authGoogleErrorPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start Google sign-in (better-auth): the Google consent URL to send the browser to */
        post: operations["authGoogleSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/agents/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's submitted details for review */
        get: operations["adminReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/agents/{userId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approve a submitted profile, or reject it with a reason (the agent gets an email and a notification) */
        patch: operations["adminDecide"];
        trace?: never;
    };
    "/api/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin actions, newest first: who did what to which target, when, with the values before and after; filtered by action, actor, target and dates (Lagos days) */
        get: operations["auditList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest first: all of them, the open ones or the handled ones */
        get: operations["contactList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/contact-us/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a contact message handled (audited) */
        patch: operations["contactHandle"];
        trace?: never;
    };
    "/api/v1/admin/contact-us/{id}/unhandled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a handled contact message back to open (audited) */
        patch: operations["contactReopen"];
        trace?: never;
    };
    "/api/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard: accounts, sign-ups by role, listings by city and status (now), revenue by plan and over time, leads/offers/bookings per week and live subscriptions by plan, for a range of Lagos days (default the last 30) */
        get: operations["adminDashboardFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/dashboard/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listing views, search impressions and contact clicks per day (or week) over a range of Lagos days, from the platform's daily totals and the rollup's open days */
        get: operations["adminDashboardActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every article, drafts and scheduled included: drafts first, then newest first */
        get: operations["contentAdminNewsList"];
        put?: never;
        /** Write an article: publishedAt null is a draft, a future date schedules it; audited */
        post: operations["contentCreateNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/news-letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers, newest first, searched by part of the email */
        get: operations["newsletterList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/news-letter.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every newsletter subscriber as CSV (email, subscribed date in Lagos time), for a spreadsheet */
        get: operations["newsletterExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/news-letter/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a subscriber from the newsletter (audited) */
        delete: operations["newsletterRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article as the editor opens it (drafts and scheduled included) */
        get: operations["contentGetNews"];
        put?: never;
        post?: never;
        /** Delete an article and its cover photo; audited */
        delete: operations["contentDeleteNews"];
        options?: never;
        head?: never;
        /** Edit an article (the slug stays); publishedAt null turns it back into a draft; audited */
        patch: operations["contentUpdateNews"];
        trace?: never;
    };
    "/api/v1/admin/news/{id}/cover-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the cover photo: multipart field `coverPhoto`, jpeg, jpg, png by content, at most 4 MB; stored as WebP, 16:9, at most 1600×900 (never enlarged) */
        put: operations["contentUploadCover"];
        post?: never;
        /** Remove the cover photo */
        delete: operations["contentRemoveCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/news/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The HTML an article body renders to, as the public page shows it */
        post: operations["contentPreviewNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/packages/{packageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a plan's wording, points or monthly price (naira) */
        patch: operations["billingEditPlan"];
        trace?: never;
    };
    "/api/v1/admin/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every listing (live or not): searched, filtered by status, purpose, city, agent, plan and verified */
        get: operations["adminPropertiesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Deactivate a listing with a reason: out of search, the agent notified and unable to put it back live */
        patch: operations["adminPropertiesDeactivate"];
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Lift an admin's deactivation (the agent is notified) */
        patch: operations["adminPropertiesReactivate"];
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/unverify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Take the Verified listing badge off */
        patch: operations["adminPropertiesUnverify"];
        trace?: never;
    };
    "/api/v1/admin/properties/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a published listing verified after a check: the 'Verified listing' badge shows; the agent is notified */
        patch: operations["adminPropertiesVerify"];
        trace?: never;
    };
    "/api/v1/admin/properties/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filters' choices: cities with listings and the plans */
        get: operations["adminPropertiesFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The moderation queue: reports in a status (open by default), newest first, with each status's count */
        get: operations["reportsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Dismiss or uphold an open report; upholding can deactivate the listing and strike the agent (the third strike blocks them). The reporter is told the outcome */
        patch: operations["reportsResolve"];
        trace?: never;
    };
    "/api/v1/admin/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site settings as the admin form edits them (never cached) */
        get: operations["contentAdminSettings"];
        /** Save sections of the site settings (contact, social, footer): a section sent replaces it; audited */
        put: operations["contentSaveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first, filtered by role and searched by name or email */
        get: operations["usersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{userId}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Block a user: their sessions end, sign-in is refused and their listings leave search */
        patch: operations["adminBlock"];
        trace?: never;
    };
    "/api/v1/admin/users/{userId}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Unblock a user (their listings come back while their plan is live) */
        patch: operations["adminUnblock"];
        trace?: never;
    };
    "/api/v1/agent/{userId}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's certificate PDF: the agent themself and admins only */
        get: operations["agentsCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved agents, searchable by name, agency or address, with rating stats */
        get: operations["agentsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/create-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify my identity with Smile ID (or the offline sandbox); the verified names become my names */
        post: operations["agentsVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the professional credentials step: licenseNo, certificationNo and the certificate PDF */
        patch: operations["agentsCredentials"];
        trace?: never;
    };
    "/api/v1/agent/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard figures of an approved agent (403 until approved) */
        get: operations["agentsDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/insights/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My listings’ figures per day over a range of Lagos days (default the last 30; at most 366), with totals */
        get: operations["agentInsightsAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/insights/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The per-listing table of the range as CSV (UTF-8 with BOM), in the table’s order */
        get: operations["agentInsightsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/insights/analytics/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of my listings with their figures over the range, sorted by any column */
        get: operations["agentInsightsListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/insights/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My dashboard: listings live, views, leads, offers and bookings this Lagos month and last, my newest leads and offers */
        get: operations["agentInsightsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/insights/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My live plan’s visibility tier and a page of my listings with their tier and whether they are in search */
        get: operations["agentInsightsVisibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My agent details, the completion of each verification step and my progress */
        get: operations["agentsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/office": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the office information step */
        patch: operations["agentsOffice"];
        trace?: never;
    };
    "/api/v1/agent/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An approved agent's public profile */
        get: operations["agentsProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/slug/{slug}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an approved agent's live listings (what search shows), newest first */
        get: operations["agentsProfileListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the social media links step (empty string clears a link) */
        patch: operations["agentsSocial"];
        trace?: never;
    };
    "/api/v1/agent/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Profile for admin review (progress must be 100); notifies every admin */
        post: operations["agentsSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My API keys that are not revoked, newest first, with when each was last used */
        get: operations["apiKeysList"];
        put?: never;
        /** Create an API key: named, read-only or read-and-write; the whole key is in this answer only */
        post: operations["apiKeysCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-key/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: calls with it are refused from now on */
        delete: operations["apiKeysRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/complete-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After Google sign-in: choose the role and phone number */
        post: operations["authCompleteProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset-password code; always the same answer */
        post: operations["authForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new code (same answer for unknown emails) */
        post: operations["authResendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code; every session of the account is revoked */
        post: operations["authResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password (sets the session cookie, and answers the session token for apps)
         * @description Unverified email: 403 and a new code is mailed. Blocked account: 403. Browsers keep the cookie; apps send the `Set-Auth-Token` value as `Authorization: Bearer <token>`. The session lasts 7 days, renewed daily while used.
         */
        post: operations["authSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session (the cookie's, or the bearer session token's) and clear the cookie
         * @description Without a session there is nothing to end: the same answer.
         */
        post: operations["authSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an AGENT or BUYER account and mail a 6-digit verify-email code */
        post: operations["authSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a code: verify-email signs in (Set-Cookie) and returns the user; reset-password returns a message */
        post: operations["authVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/local/checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The local checkout: plan and status (local payment provider only) */
        get: operations["billingCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/local/checkout/{sessionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the simulated card payment: the plan starts and the first invoice is issued (local payment provider only) */
        post: operations["billingConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/local/checkout/{sessionId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the simulated card payment (local payment provider only) */
        post: operations["billingDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/local/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the local plan at period end (local payment provider only) */
        post: operations["billingLocalCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/local/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a cancelled local plan (local payment provider only) */
        post: operations["billingLocalResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Either side cancels a pending or confirmed booking before the stay starts, with a reason */
        post: operations["bookingsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending booking before its deadline */
        post: operations["bookingsConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a pending booking, optionally saying why; its nights are free again */
        post: operations["bookingsDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/availability/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-let's bookable window, prices and the nights already taken (for the booking card's calendar) */
        get: operations["bookingsOpen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-let's nights held on Naija Homes as iCal ({token}.ics, the secret link from /calendars) */
        get: operations["bookingsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My short-lets with their iCal feed (to add to other calendars) and the calendar each imports */
        get: operations["bookingsCalendars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/calendars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Import blocked nights from an iCal link (now and hourly), or stop importing with null */
        put: operations["bookingsSetImport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to stay at a short-let: nights within its availability, free of other bookings */
        post: operations["bookingsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My bookings: live ones first by check-in, then the rest */
        get: operations["bookingsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookings of my short-lets: live ones first by check-in, then the rest */
        get: operations["bookingsRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact-us/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the team from the contact form */
        post: operations["contactCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/listing/{id}/age": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dev only: moves a listing's publication and freshness dates back by `days` and runs the freshness sweep (ADR 033) */
        post: operations["devAge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail in the dev outbox, newest first (only while no SMTP server is configured) */
        get: operations["devList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/outbox/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dev outbox as an HTML page */
        get: operations["devPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference: quick start, authentication, every operation, the events and the schemas, searchable */
        get: operations["systemDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/docs.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's search (a script of ours: the page loads nothing from elsewhere) */
        get: operations["systemDocsScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My live events as Server-Sent Events
         * @description Events: new-notification, new-chat-notification, new-message, message-status (their `data` is JSON, described in `x-events`); each has an `id`, and a client that reconnects with the `Last-Event-ID` header (or `?lastEventId=`) first gets what it missed in the last day. A comment line keeps the connection open every 15 s. Works across API processes (PostgreSQL LISTEN/NOTIFY). The stream ends when the session it was opened with ends or the account is blocked; a user keeps at most 10 streams, and opening another closes their oldest after a `closed` event (do not reconnect on it).
         */
        get: operations["realtimeEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favourite/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved homes, newest saved first; listings no longer live are marked unavailable */
        get: operations["favouritesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favourite/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the saved listings, so every heart shows its state */
        get: operations["favouritesIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favourite/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a live listing, or remove a saved one */
        post: operations["favouritesToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/geo/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Places in Nigeria matching the text (states, LGAs, towns, neighbourhoods) */
        get: operations["geoAutocomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/geo/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Schools, supermarkets, gyms or restaurants within 15 km of a point in Nigeria, nearest first */
        get: operations["geoNearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/geo/place/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chosen suggestion as country, state, city, address, latitude, longitude */
        get: operations["geoPlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/geo/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The place at a point (a click on the map) */
        get: operations["geoReverse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and the database in use; 503 (within 2 s) while the database cannot be reached */
        get: operations["systemHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/help-support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An agent's message to the admins (a notification and an email to each admin) */
        post: operations["supportSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Either side cancels before the time, with a reason; the slot is free again */
        post: operations["inspectionsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending inspection */
        post: operations["inspectionsConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a pending inspection; the slot is free again */
        post: operations["inspectionsDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a free, coming inspection slot; the agent confirms */
        post: operations["inspectionsBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My inspections: coming ones first */
        get: operations["inspectionsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inspections of my listings: coming ones first */
        get: operations["inspectionsRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an inspection slot on one of my listings for rent or sale */
        post: operations["inspectionsAddSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspection/slots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's coming inspection slots, each free or held */
        get: operations["inspectionsSlots"];
        put?: never;
        post?: never;
        /** Remove one of my slots that nobody holds */
        delete: operations["inspectionsRemoveSlot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move one of my leads to new, contacted or closed */
        patch: operations["leadsUpdate"];
        trace?: never;
    };
    "/api/v1/lead/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open (or reuse) the chat room with the buyer who asked, when they were signed in; marks the lead contacted */
        post: operations["leadsChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My leads, newest first; by status and by words in the name, email or message */
        get: operations["leadsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask an agent about a listing (or, without propertyId, about their services); signed in or not */
        post: operations["leadsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My leads as CSV (same filters as the list), for a spreadsheet */
        get: operations["leadsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/listing-freshness/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A freshness mail's signed link ('Still available', 'Mark as let/sold', 'Renew'): a page asking to confirm. Opening it changes nothing, as mail scanners open links too */
        get: operations["listingFreshnessAsk"];
        put?: never;
        /** The confirm page's button: renews the listing or marks it let/sold (no sign-in; the same answer if done) */
        post: operations["listingFreshnessAct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/map/glyphs/{fontstack}/{range}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offline style's label glyphs ({range}.pbf: 0-255, 8192-8447) of Noto Sans Regular or Bold */
        get: operations["mapGlyphs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/map/style.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The maps' MapLibre style: MAP_STYLE_URL's (302), Mapbox's with MAPBOX_TOKEN, else the offline one */
        get: operations["mapStyle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/map/tiles/{z}/{x}/{y}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vector tile of the offline base map ({y}.pbf; zooms 0-14; layers country, neighbours, states, …) */
        get: operations["mapTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published Property News, newest first, a page at a time */
        get: operations["contentNewsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news-letter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an email to the newsletter (refused for admins; 409 when already subscribed) */
        post: operations["newsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published article with its body as safe HTML (drafts and scheduled articles are not found) */
        get: operations["contentNewsArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one of my notifications read */
        patch: operations["notificationsRead"];
        trace?: never;
    };
    "/api/v1/notification/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first, with the unread count */
        get: operations["notificationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark all my notifications read */
        patch: operations["notificationsReadAll"];
        trace?: never;
    };
    "/api/v1/offer/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept: the agent a pending offer, the buyer a counter-offer */
        post: operations["offersAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offer/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The agent answers a pending offer with another price and a message */
        post: operations["offersCounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offer/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline: the agent a pending offer, the buyer a counter-offer */
        post: operations["offersDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offer/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer withdraws an offer that is pending or countered */
        post: operations["offersWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offer/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a price on a live listing for sale or rent; it goes to the listing's agent */
        post: operations["offersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offer/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My offers, most recently changed first; filter by status */
        get: operations["offersMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offer/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offers buyers sent on my listings, most recently changed first; filter by status */
        get: operations["offersRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["systemOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/package/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans, by priority */
        get: operations["billingListPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property for its editor (owner) or an admin, with its review sections */
        get: operations["propertiesRead"];
        put?: never;
        post?: never;
        /** Delete a listing and its files */
        delete: operations["propertiesRemove"];
        options?: never;
        head?: never;
        /** Save changed fields (null clears one); deletedPhotos, photoOrder, deletedFloorPlan */
        patch: operations["propertiesUpdate"];
        trace?: never;
    };
    "/api/v1/property/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The property page's beacon: a view (counted once per visitor per day), a contact click (the agent's phone, WhatsApp or email used) or a chat started from the page. Bots, the listing's agent and admins are not counted. */
        post: operations["listingEventsRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/floor-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the floor plan: png/jpeg/pdf, ≤5 MB */
        put: operations["propertiesUploadFloorPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/let-or-sold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a live listing let (rentals, short-lets) or sold (sales): shown so for 30 days, then out of search */
        post: operations["propertiesLetOrSold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/panorama": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 360° image, ≤10 MB (Elite or Platinum); clears the link */
        put: operations["propertiesUploadPanorama"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add photos: png/jpeg by content, ≤3 MB each, 5 in all (re-encoded as WebP) */
        post: operations["propertiesUploadPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish: 422 with `missing` while a step is incomplete; needs a live plan */
        post: operations["propertiesPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a listing in one click ('Still available'): a fresh renewal date, back in search if it expired or closed */
        post: operations["propertiesRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or deactivate a listing */
        patch: operations["propertiesSetStatus"];
        trace?: never;
    };
    "/api/v1/property/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the listing out of search */
        post: operations["propertiesUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search live listings: every filter of the Filters modal, text (typo-tolerant), sort, date posted, map bounds, drawn polygon (GeoJSON) or centre and radius. No sort ranks higher tiers first, then newest. */
        get: operations["propertiesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a listing (Add Property dialog); needs an approved agent with a live plan */
        post: operations["propertiesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page carousel: Platinum (Exclusive) listings first, then Elite (Featured) ones, newest first in each; Elite always keeps a share of the slots */
        get: operations["propertiesFeatured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The search map's markers: the same search as /all (page, limit and sort aside), the best-ranked matches with coordinates up to 500, and the count of all matches */
        get: operations["propertiesMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My Properties: newest first, searchable by title, city or address */
        get: operations["propertiesMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public page of a live listing (its owner and admins may preview one that is not live) */
        get: operations["propertiesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/slug/{slug}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to four live listings like this one (same purpose and category, nearest price, same city first) */
        get: operations["propertiesSimilar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of my listings for the agent dashboard */
        get: operations["propertiesStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/virtual-tour/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 360° tour by link (Elite or Platinum); clears an uploaded panorama */
        patch: operations["propertiesSetTourLink"];
        trace?: never;
    };
    "/api/v1/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 503 while this process drains before stopping or cannot reach the database */
        get: operations["systemReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recently-viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live listings I opened lately, newest first (at most 12) */
        get: operations["recentlyViewedMine"];
        put?: never;
        /**
         * Record listings I opened, oldest first; answers my list
         * @description A listing page sends the one opened; at a buyer’s first visit after signing in, the device’s list is sent to join the account. Listings that left search are skipped; a listing opened again moves to the front.
         */
        post: operations["recentlyViewedRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recently-viewed/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cards for a list of listing ids (a visitor’s device list), in that order; live listings only */
        get: operations["recentlyViewedListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a published listing (propertyId) or an agent (agentId) for a reason with a message; every admin is told */
        post: operations["reportsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a review of me publicly (once) */
        post: operations["reviewsReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/agent/{agentId}/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My review of this agent, or null, and whether I may write one
         * @description The review box shows only when there is none and `canReview` is true; `basis` is what it would say it came from.
         */
        get: operations["reviewsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/agent/all/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's reviews, newest first, with the rating stats */
        get: operations["reviewsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review an approved agent (once per agent, after dealing with them)
         * @description Only a buyer who has dealt with the agent may review them: a chat the agent answered, an offer, a confirmed short-let stay or a confirmed inspection. The review records the latest of these as its source ('after a short-let stay in Lekki, Nov 2026').
         */
        post: operations["reviewsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my rooms (any room for an admin) */
        get: operations["chatOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of a room, newest first; pass nextCursor as cursor for older ones */
        get: operations["chatHistory"];
        put?: never;
        /** Send a message in one of my rooms (admins read rooms but do not write) */
        post: operations["chatSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** I have read the room: its unread count for me goes to 0, the other side sees their messages read */
        post: operations["chatRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The room is open on a visible screen (renew every 20 s): a message arriving there is read as it lands and does not ring the bell */
        put: operations["chatKeepView"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/{id}/view/{viewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** The room was closed or went out of sight */
        delete: operations["chatEndView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My rooms, most recent first (every room for an admin); search by the other person’s name */
        get: operations["chatList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/room/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to an agent: opens the buyer's room with them (or reuses it) and sends the first message */
        post: operations["chatCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved searches, newest first, each with its matches since I last opened it */
        get: operations["savedSearchesList"];
        put?: never;
        /** Save the search on screen (its /properties URL parameters) with a name and how often to hear of it */
        post: operations["savedSearchesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-search/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved search and its alerts */
        delete: operations["savedSearchesRemove"];
        options?: never;
        head?: never;
        /** Rename a saved search or change how often its alerts come */
        patch: operations["savedSearchesUpdate"];
        trace?: never;
    };
    "/api/v1/saved-search/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opening a saved search: its new matches are seen */
        post: operations["savedSearchesSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-search/{id}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The alert mail's signed link: a page asking to confirm (no sign-in needed). Opening it changes nothing, as mail scanners open links too */
        get: operations["savedSearchesUnsubscribe"];
        put?: never;
        /** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), as mail clients send it */
        post: operations["savedSearchesUnsubscribeOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's contact details, social links and where the footer is hidden (defaults until an admin saves) */
        get: operations["contentPublicSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My subscription (null when I never subscribed) */
        get: operations["billingCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My invoices, newest first, paged by cursor (startingAfter: older, startingBefore: newer) */
        get: operations["billingInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my invoices as a printable page */
        get: operations["billingInvoicePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The billing portal URL (cancel, resume, card) */
        get: operations["billingManage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying for a plan: the checkout URL of the active payment provider */
        post: operations["billingPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move to a higher plan at once (prorated); approved agents cannot downgrade */
        patch: operations["billingUpgrade"];
        trace?: never;
    };
    "/api/v1/user/cover-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the cover photo: multipart field `coverPhoto`, jpeg, jpg, png by content, at most 4 MB */
        put: operations["usersUploadCoverPhoto"];
        post?: never;
        /** Remove the cover photo */
        delete: operations["usersRemoveCoverPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["usersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the password (other sessions are revoked; this one gets a fresh cookie) */
        patch: operations["usersPassword"];
        trace?: never;
    };
    "/api/v1/user/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the photo: multipart field `photo`, jpeg, jpg, png by content, at most 2 MB */
        put: operations["usersUploadPhoto"];
        post?: never;
        /** Remove the photo */
        delete: operations["usersRemovePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change first name, last name, phone number or bio (bio: agents only) */
        patch: operations["usersProfile"];
        trace?: never;
    };
    "/config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runtime configuration for the shell (remote URLs, features) */
        get: operations["systemConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What crawlers may read (the public site) and where the sitemap is */
        get: operations["seoRobots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sitemap index: public pages, live listings and public agents, 50,000 addresses a file */
        get: operations["seoIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemaps/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sitemap file: pages.xml, listings-N.xml or agents-N.xml */
        get: operations["seoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Agent: {
            _id: string;
            address: string | null;
            agencyName: string | null;
            agencySize: string | null;
            averageRating: number;
            bio: string | null;
            coverPhoto: string | null;
            email: string;
            facebook: string | null;
            fullName: string;
            isVerified: boolean;
            latitude: number | null;
            linkedIn: string | null;
            longitude: number | null;
            memberSince: string;
            officeName: string | null;
            phoneNumber: string | null;
            photo: string | null;
            pricingStats: {
                averagePrice: number;
                priceRange: {
                    maxPrice: number;
                    minPrice: number;
                };
                totalPrice: number;
            };
            propertiesCount: number;
            propertyStats: {
                forRentCount: number;
                forSaleCount: number;
                forShortLetCount: number;
                propertiesCount: number;
            };
            replyTime: {
                medianMinutes: number;
                samples: number;
            } | null;
            reviewCount: number;
            slug: string;
            website: string | null;
        };
        /**
         * @example {
         *       "_id": "4b1f0c55-5d8e-4a53-9b0e-2f4b2f6f3a10",
         *       "slug": "chinedu-okafor",
         *       "fullName": "Chinedu Okafor",
         *       "photo": null,
         *       "agencyName": "Okafor Homes",
         *       "isVerified": true,
         *       "averageRating": 4.6,
         *       "reviewCount": 12,
         *       "propertiesCount": 20
         *     }
         */
        AgentSummary: {
            _id: string;
            agencyName: string | null;
            averageRating: number;
            fullName: string;
            isVerified: boolean;
            photo: string | null;
            propertiesCount: number;
            reviewCount: number;
            slug: string;
        };
        AgentSummaryPage: {
            data: components["schemas"]["AgentSummary"][];
            /** @description Rows that match in all */
            total: number;
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        /**
         * @example {
         *       "_id": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9",
         *       "name": "Agency CRM",
         *       "scope": "write",
         *       "start": "nhk_Q2xP9vKz",
         *       "createdAt": "2026-11-28T08:00:00.000Z",
         *       "lastUsedAt": "2026-11-28T13:41:00.000Z"
         *     }
         */
        ApiKey: {
            _id: string;
            createdAt: string;
            lastUsedAt: string | null;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
            start: string;
        };
        Booking: {
            _id: string;
            agent: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            bookingNo: string;
            /** @enum {string|null} */
            cancelledBy: "buyer" | "agent" | null;
            cautionFee: number;
            checkIn: string;
            checkOut: string;
            createdAt: string;
            guests: number;
            message: string | null;
            nightlyPrice: number;
            nights: number;
            owner: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            propertyId: {
                _id: string;
                address: string | null;
                city: string | null;
                photo: string | null;
                slug: string;
                title: string;
            };
            reason: string | null;
            respondBy: string;
            roomId: string | null;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "expired" | "cancelled";
            totalPrice: number;
        };
        BookingPage: {
            data: components["schemas"]["Booking"][];
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        ChatRoom: {
            _id: string;
            lastMessage: string | null;
            unreadCount1: number;
            unreadCount2: number;
            updatedAt: string;
            user1: {
                _id: string;
                fullName: string;
                isOnline: boolean;
                lastSeen: string | null;
                photo: string | null;
                role: string | null;
                slug: string;
            };
            user2: {
                _id: string;
                fullName: string;
                isOnline: boolean;
                lastSeen: string | null;
                photo: string | null;
                role: string | null;
                slug: string;
            };
        };
        ChatRoomPage: {
            data: components["schemas"]["ChatRoom"][];
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        ClosedEvent: {
            /** @enum {string} */
            reason: "too-many-streams";
        };
        Error: {
            /**
             * @description Stable and machine-readable: the message's name (`phone_invalid`, `offer_not_for_offers`), else the status's (`not_found`, `rate_limited`)
             * @example not_found
             */
            code: string;
            /**
             * @description What went wrong, in words for people
             * @example Not found
             */
            message: string;
        } & {
            [key: string]: unknown;
        };
        Inspection: {
            _id: string;
            agent: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            /** @enum {string|null} */
            cancelledBy: "buyer" | "agent" | null;
            createdAt: string;
            endsAt: string;
            message: string | null;
            owner: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            propertyId: {
                _id: string;
                address: string | null;
                city: string | null;
                photo: string | null;
                slug: string;
                title: string;
            };
            reason: string | null;
            roomId: string | null;
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "cancelled";
        };
        InspectionPage: {
            data: components["schemas"]["Inspection"][];
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        InspectionSlot: {
            _id: string;
            available: boolean;
            endsAt: string;
            propertyId: string;
            startsAt: string;
        };
        Invoice: {
            amount: number;
            billingDate: string;
            id: string;
            invoiceURL: string | null;
            plan: string;
            status: string;
        };
        /**
         * @example {
         *       "_id": "c2f1a8e4-7d3b-4e21-9a5c-0b8d6e2f4a11",
         *       "fullName": "Amaka Eze",
         *       "email": "amaka.eze@example.ng",
         *       "phoneNumber": "+2348059876543",
         *       "message": "Is the flat still available from January? I would like to inspect it this Saturday.",
         *       "status": "new",
         *       "buyerId": null,
         *       "propertyId": {
         *         "_id": "9a3e7c1d-2b64-4f0e-8d2a-6c1b5e4f7a90",
         *         "slug": "three-bedroom-flat-in-lekki-phase-1-9a3e7c",
         *         "title": "Three Bedroom Flat In Lekki Phase 1",
         *         "address": "12 Admiralty Way, Lekki Phase 1"
         *       },
         *       "createdAt": "2026-11-27T14:05:00.000Z"
         *     }
         */
        Lead: {
            _id: string;
            buyerId: string | null;
            createdAt: string;
            email: string;
            fullName: string;
            message: string;
            phoneNumber: string | null;
            propertyId: {
                _id: string;
                address: string | null;
                slug: string;
                title: string | null;
            } | null;
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
        };
        MapListing: {
            _id: string;
            bathrooms: number | null;
            bedrooms: number | null;
            city: string | null;
            lat: number;
            lng: number;
            photo: string | null;
            price: number | null;
            /** @enum {string|null} */
            propertyFor: "sale" | "rent" | "short-let" | null;
            /** @enum {string|null} */
            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
            slug: string;
            state: string | null;
            title: string;
            visibilityLevel: number;
        };
        /**
         * @example {
         *       "_id": "a4c7e2f9-1b3d-4e5a-8c6b-9d0e1f2a3b4c",
         *       "roomId": "f0e1d2c3-b4a5-4968-8776-655443322110",
         *       "senderId": {
         *         "_id": "4b1f0c55-5d8e-4a53-9b0e-2f4b2f6f3a10",
         *         "fullName": "Chinedu Okafor"
         *       },
         *       "text": "Good afternoon! Yes, Saturday at 11am works for an inspection.",
         *       "createdAt": "2026-11-27T14:12:00.000Z",
         *       "status": "read",
         *       "clientMessageId": null
         *     }
         */
        Message: {
            _id: string;
            clientMessageId?: string | null;
            createdAt: string;
            roomId: string;
            senderId: {
                _id: string;
                fullName: string;
            };
            /** @enum {string} */
            status: "sent" | "delivered" | "read";
            text: string;
        };
        MessageStatusEvent: {
            roomId: string;
            /** @enum {string} */
            status: "sent" | "delivered" | "read";
            upToMessageId: string;
        };
        MyProperty: {
            _id: string;
            /** @enum {string} */
            availability: "available" | "let" | "sold";
            canRenew: boolean;
            city: string | null;
            createdAt: string;
            expiredAt: string | null;
            expiresAt: string | null;
            freshnessAskedAt: string | null;
            hold: {
                reason: string;
                since: string;
            } | null;
            inSearch: boolean;
            isPublished: boolean;
            /** @enum {string} */
            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
            photo: string | null;
            price: number | null;
            /** @enum {string} */
            propertyCategory: "residential" | "commercial";
            /** @enum {string|null} */
            propertyFor: "sale" | "rent" | "short-let" | null;
            renewedAt: string | null;
            /** @enum {string|null} */
            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
            slug: string;
            state: string | null;
            title: string;
            unavailableSince: string | null;
        };
        MyPropertyPage: {
            data: components["schemas"]["MyProperty"][];
            /** @description Rows that match in all */
            total: number;
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        NewChatNotificationEvent: {
            chatsUnreadCount: number;
            notificationsUnreadCount?: number;
            roomId: string;
            unreadCount: number;
        };
        NewMessageEvent: {
            message: components["schemas"]["Message"];
            room: components["schemas"]["ChatRoom"];
        };
        NewNotificationEvent: {
            notification: components["schemas"]["Notification"];
            unreadCount: number;
        };
        Notification: {
            _id: string;
            createdAt: string;
            isRead: boolean;
            message: string;
            title: string;
        };
        /**
         * @example {
         *       "_id": "e7b2c9d1-4a6f-4b38-8e1d-3f5a7c9b2d40",
         *       "requestNo": "OFR-1042",
         *       "status": "countered",
         *       "offerPrice": 4000000,
         *       "description": "I can pay the year upfront if we agree on four million.",
         *       "counterPrice": 4300000,
         *       "counterMessage": "Four million three hundred, and the service charge is included.",
         *       "owner": {
         *         "_id": "1d9e4b7a-3c52-4f86-a0e1-7b2c5d8f9e63",
         *         "fullName": "Amaka Eze",
         *         "photo": null
         *       },
         *       "agent": {
         *         "_id": "4b1f0c55-5d8e-4a53-9b0e-2f4b2f6f3a10",
         *         "fullName": "Chinedu Okafor",
         *         "photo": null
         *       },
         *       "propertyId": {
         *         "_id": "9a3e7c1d-2b64-4f0e-8d2a-6c1b5e4f7a90",
         *         "slug": "three-bedroom-flat-in-lekki-phase-1-9a3e7c",
         *         "title": "Three Bedroom Flat In Lekki Phase 1",
         *         "address": "12 Admiralty Way, Lekki Phase 1",
         *         "city": "Lekki",
         *         "price": 4500000,
         *         "propertyFor": "rent",
         *         "rentPaymentFrequency": "annually",
         *         "photo": "/uploads/listings/9a3e7c1d/card-1.webp"
         *       },
         *       "createdAt": "2026-11-26T10:00:00.000Z",
         *       "updatedAt": "2026-11-26T16:20:00.000Z"
         *     }
         */
        Offer: {
            _id: string;
            agent: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            counterMessage: string | null;
            counterPrice: number | null;
            createdAt: string;
            description: string;
            offerPrice: number;
            owner: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            propertyId: {
                _id: string;
                address: string | null;
                city: string | null;
                photo: string | null;
                price: number | null;
                propertyFor: string | null;
                rentPaymentFrequency: string | null;
                slug: string;
                title: string | null;
            };
            requestNo: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "countered" | "withdrawn";
            updatedAt: string;
        };
        OfferPage: {
            data: components["schemas"]["Offer"][];
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        Plan: {
            _id: string;
            allowsVirtualTour: boolean;
            description1: string | null;
            description2: string | null;
            name: string | null;
            points: string[];
            priceId: {
                amount: number;
                /** @enum {string} */
                currency: "NGN";
                /** @enum {string} */
                interval: "month";
            };
            priority: number;
            subTitle: string | null;
            /** @enum {string|null} */
            visibilityLabel: "featured" | "priority" | "exclusive" | null;
            visibilityLevel: number;
        };
        Property: {
            _id: string;
            accessibilityUtilityFeatures: string[];
            additionalAmenities: string[];
            address: string | null;
            agencyFee: number | null;
            area: number | null;
            /** @enum {string} */
            availability: "available" | "let" | "sold";
            bathrooms: number | null;
            bathtubType: string | null;
            bedrooms: number | null;
            builtInFeatures: string[];
            cabinetTopMaterial: string | null;
            ceilingType: string | null;
            city: string | null;
            counterTopMaterial: string | null;
            country: string;
            createdAt: string;
            deposit: number | null;
            distToAirport: number | null;
            distToBusiness: number | null;
            distToHighway: number | null;
            distToHospitals: number | null;
            distToSchool: number | null;
            distToShopping: number | null;
            distToTransport: number | null;
            electricitySupply: string | null;
            exteriorMaterial: string | null;
            externalFeatures: string[];
            fireSafetySystems: string[];
            flooringType: string | null;
            floorPlan: {
                /** @enum {string} */
                kind: "image" | "pdf";
                url: string;
            } | null;
            hvacSystems: string[];
            interiorLayout: string | null;
            isPublished: boolean;
            isVerified: boolean;
            kitchenAppliance: string[];
            kitchenFeature: string[];
            /** @enum {string|null} */
            leaseTerm: "short-term" | "long-term" | null;
            legalFee: number | null;
            /** @enum {string} */
            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
            location: {
                coordinates: [
                    number,
                    number
                ];
                /** @enum {string} */
                type: "Point";
            } | null;
            lotFeatures: string[];
            lotShape: string | null;
            lotSize: number | null;
            maintenanceFees: number | null;
            maximumStay: string | null;
            minimumStay: string | null;
            mortgageInfo: string | null;
            moveInCost: number | null;
            outdoorFeatures: string[];
            owner: {
                _id: string;
                fullName: string;
                phoneNumber: string | null;
                photo: string | null;
                slug: string | null;
            };
            ownershipDetails: string | null;
            panorama: string | null;
            panoramaFile: string | null;
            parkingSpaces: number | null;
            photos: components["schemas"]["PropertyPhoto"][];
            price: number | null;
            /** @enum {string} */
            propertyCategory: "residential" | "commercial";
            /** @enum {string|null} */
            propertyFor: "sale" | "rent" | "short-let" | null;
            propertyType: string | null;
            publishedAt: string | null;
            renewedAt: string | null;
            /** @enum {string|null} */
            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
            restrooms: number | null;
            restroomsAccessibility: string | null;
            roofMaterial: string | null;
            securityFeatures: string[];
            showerType: string | null;
            slug: string;
            state: string | null;
            title: string;
            toiletType: string | null;
            totalArea: number | null;
            totalFloors: number | null;
            unavailableSince: string | null;
            updatedAt: string;
            vanityType: string | null;
            verifiedAt: string | null;
            video: string | null;
            virtualTourLocked: boolean;
            /** @enum {string|null} */
            visibilityLabel: "featured" | "priority" | "exclusive" | null;
            visibilityLevel: number;
            waterSupply: string | null;
            yearBuild: number | null;
        };
        PropertyPhoto: {
            _id: string;
            cardUrl: string;
            height: number;
            url: string;
            width: number;
        };
        /**
         * @example {
         *       "_id": "9a3e7c1d-2b64-4f0e-8d2a-6c1b5e4f7a90",
         *       "slug": "three-bedroom-flat-in-lekki-phase-1-9a3e7c",
         *       "title": "Three Bedroom Flat In Lekki Phase 1",
         *       "propertyCategory": "residential",
         *       "propertyType": "flat",
         *       "propertyFor": "rent",
         *       "price": 4500000,
         *       "rentPaymentFrequency": "annually",
         *       "moveInCost": 6300000,
         *       "bedrooms": 3,
         *       "bathrooms": 3,
         *       "restrooms": 4,
         *       "area": 180,
         *       "lotSize": null,
         *       "address": "12 Admiralty Way, Lekki Phase 1",
         *       "city": "Lekki",
         *       "state": "Lagos",
         *       "location": {
         *         "type": "Point",
         *         "coordinates": [
         *           3.4723,
         *           6.4474
         *         ]
         *       },
         *       "visibilityLevel": 2,
         *       "visibilityLabel": "featured",
         *       "isVerified": true,
         *       "owner": {
         *         "_id": "4b1f0c55-5d8e-4a53-9b0e-2f4b2f6f3a10",
         *         "fullName": "Chinedu Okafor",
         *         "slug": "chinedu-okafor",
         *         "photo": null,
         *         "phoneNumber": "+2348031234567"
         *       },
         *       "publishedAt": "2026-11-20T09:30:00.000Z",
         *       "renewedAt": "2026-11-20T09:30:00.000Z",
         *       "availability": "available",
         *       "photo": "/uploads/listings/9a3e7c1d/card-1.webp",
         *       "photoCount": 5
         *     }
         */
        PropertySummary: {
            _id: string;
            address: string | null;
            area: number | null;
            /** @enum {string} */
            availability: "available" | "let" | "sold";
            bathrooms: number | null;
            bedrooms: number | null;
            city: string | null;
            isVerified: boolean;
            location: {
                coordinates: [
                    number,
                    number
                ];
                /** @enum {string} */
                type: "Point";
            } | null;
            lotSize: number | null;
            moveInCost: number | null;
            owner: {
                _id: string;
                fullName: string;
                phoneNumber: string | null;
                photo: string | null;
                slug: string | null;
            };
            photo: string | null;
            photoCount: number;
            price: number | null;
            /** @enum {string} */
            propertyCategory: "residential" | "commercial";
            /** @enum {string|null} */
            propertyFor: "sale" | "rent" | "short-let" | null;
            propertyType: string | null;
            publishedAt: string | null;
            renewedAt: string | null;
            /** @enum {string|null} */
            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
            restrooms: number | null;
            slug: string;
            state: string | null;
            title: string;
            /** @enum {string|null} */
            visibilityLabel: "featured" | "priority" | "exclusive" | null;
            visibilityLevel: number;
        };
        Review: {
            _id: string;
            agentId: string;
            createdAt: string;
            owner: {
                _id: string;
                fullName: string;
                photo: string | null;
            };
            rating: number;
            reply: {
                at: string;
                text: string;
            } | null;
            source: {
                at: string;
                /** @enum {string} */
                kind: "chat" | "offer" | "booking" | "inspection";
                label: string;
                place: string | null;
                purpose: string | null;
            } | null;
            text: string;
        };
        SavedSearch: {
            _id: string;
            createdAt: string;
            /** @enum {string} */
            frequency: "instant" | "daily" | "weekly" | "off";
            lastSeenAt: string;
            name: string;
            newMatches: number;
            query: string;
        };
        SavedSearchPage: {
            data: components["schemas"]["SavedSearch"][];
            /** @description Rows that match in all */
            total: number;
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
        User: {
            _id: string;
            agent: {
                _id: string;
                isSmileIdVerified: boolean;
                progress: number;
                /** @enum {string} */
                status: "incomplete" | "submitted" | "approved" | "rejected";
            } | null;
            agreeToTerms: boolean;
            bio: string | null;
            chatsUnreadCount: number;
            coverPhoto: string | null;
            createdAt: string;
            email: string;
            firstName: string;
            fullName: string;
            isBlocked: boolean;
            isEmailVerified: boolean;
            isOnline: boolean;
            isPhoneVerified: boolean;
            isProfileComplete: boolean;
            lastName: string;
            lastSeen: string | null;
            notificationsUnreadCount: number;
            phoneNumber: string | null;
            photo: string | null;
            platform: string;
            provider: string;
            /** @enum {string|null} */
            role: "AGENT" | "BUYER" | "ADMIN" | null;
            slug: string;
            username: string | null;
        };
        UserPage: {
            data: components["schemas"]["User"][];
            /** @description Rows that match in all */
            total: number;
            /** @description Pages in all at this limit; ask with `page` (1-based) */
            totalPages: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    authGoogleCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authGoogleErrorPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authGoogleSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    callbackURL?: string;
                    errorCallbackURL?: string;
                    /** @constant */
                    provider: "google";
                };
            };
        };
        responses: {
            /** @description Where to send the browser */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: boolean;
                        url: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by better-auth: a callback URL or origin that is not ours */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                address: string | null;
                                agencyEmail: string | null;
                                agencyName: string | null;
                                agencyPhoneNumber: string | null;
                                agencySize: string | null;
                                certificatePdf: string | null;
                                certificationNo: string | null;
                                facebook: string | null;
                                identificationLast4: string | null;
                                isSmileIdVerified: boolean;
                                latitude: number | null;
                                licenseNo: string | null;
                                linkedIn: string | null;
                                longitude: number | null;
                                officeName: string | null;
                                progress: number;
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                smileIdVerifiedAt: string | null;
                                /** @enum {string} */
                                status: "incomplete" | "submitted" | "approved" | "rejected";
                                steps: {
                                    credentials: boolean;
                                    identity: boolean;
                                    office: boolean;
                                    social: boolean;
                                };
                                submittedAt: string | null;
                                verificationType: string | null;
                                website: string | null;
                            };
                            bio: string | null;
                            email: string;
                            fullName: string;
                            isBlocked: boolean;
                            phoneNumber: string | null;
                            photo: string | null;
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such agent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    /** @enum {string} */
                    status: "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Decided: the agent's details and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such agent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not in a state that allows this decision */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    auditList: {
        parameters: {
            query?: {
                action?: string;
                actor?: string;
                from?: string;
                limit?: number;
                page?: number;
                targetId?: string;
                targetType?: "user" | "agent" | "listing" | "report" | "settings" | "plan" | "article" | "contact-message" | "newsletter-subscriber";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            action: string;
                            actor: {
                                _id: string;
                                email: string;
                                name: string;
                            };
                            after: {
                                [key: string]: unknown;
                            } | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
                            reason: string | null;
                            targetEmail: string | null;
                            targetId: string | null;
                            targetLabel: string | null;
                            targetSlug: string | null;
                            targetType: string;
                        }[];
                        people: {
                            [key: string]: string;
                        };
                        /** @description Rows that match in all */
                        total: number;
                        /** @description Pages in all at this limit; ask with `page` (1-based) */
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contactList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "open" | "handled" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            handledAt: string | null;
                            handledBy: {
                                _id: string;
                                fullName: string;
                            } | null;
                            message: string;
                            phoneNumber: string | null;
                            subject: string;
                        }[];
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contactHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, now handled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            handledAt: string | null;
                            handledBy: {
                                _id: string;
                                fullName: string;
                            } | null;
                            message: string;
                            phoneNumber: string | null;
                            subject: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already handled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contactReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, open again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            handledAt: string | null;
                            handledBy: {
                                _id: string;
                                fullName: string;
                            } | null;
                            message: string;
                            phoneNumber: string | null;
                            subject: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not handled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDashboardFigures: {
        parameters: {
            query?: {
                /** @description First day counted, YYYY-MM-DD (Lagos); default 29 days before `to` */
                from?: string;
                /** @description Last day counted, YYYY-MM-DD (Lagos); default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deals: {
                            bookings: number[];
                            leads: number[];
                            offers: number[];
                            totals: {
                                bookings: number;
                                leads: number;
                                offers: number;
                            };
                        };
                        listings: {
                            active: number[];
                            cities: string[];
                            inactive: number[];
                            pending: number[];
                            totals: {
                                active: number;
                                all: number;
                                inactive: number;
                                pending: number;
                            };
                        };
                        range: {
                            /** @enum {string} */
                            bucket: "day" | "week";
                            buckets: string[];
                            days: number;
                            from: string;
                            to: string;
                            weeks: string[];
                        };
                        revenue: {
                            byPlan: {
                                amount: number;
                                invoices: number;
                                plan: string;
                            }[];
                            invoices: number;
                            overTime: number[];
                            total: number;
                        };
                        signUps: {
                            agents: number[];
                            buyers: number[];
                            totals: {
                                agents: number;
                                buyers: number;
                            };
                        };
                        subscriptions: {
                            byPlan: {
                                count: number;
                                plan: string;
                            }[];
                            total: number;
                        };
                        users: {
                            admins: number;
                            agents: number;
                            all: number;
                            buyers: number;
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDashboardActivity: {
        parameters: {
            query?: {
                /** @description First day counted, YYYY-MM-DD (Lagos); default 29 days before `to` */
                from?: string;
                /** @description Last day counted, YYYY-MM-DD (Lagos); default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactClicks: number[];
                        impressions: number[];
                        range: {
                            /** @enum {string} */
                            bucket: "day" | "week";
                            buckets: string[];
                            days: number;
                            from: string;
                            to: string;
                            weeks: string[];
                        };
                        totals: {
                            contactClicks: number;
                            impressions: number;
                            views: number;
                        };
                        views: number[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentAdminNewsList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "draft" | "scheduled" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            body: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            createdAt: string;
                            publishedAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "published";
                            summary: string | null;
                            title: string;
                            updatedAt: string;
                        }[];
                        /** @description Rows that match in all */
                        total: number;
                        /** @description Pages in all at this limit; ask with `page` (1-based) */
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentCreateNews: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    publishedAt?: string | null;
                    summary?: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            body: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            createdAt: string;
                            publishedAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "published";
                            summary: string | null;
                            title: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            email: string;
                        }[];
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterExportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            email: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentGetNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            body: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            createdAt: string;
                            publishedAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "published";
                            summary: string | null;
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentDeleteNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentUpdateNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    /** Format: date-time */
                    publishedAt?: string | null;
                    summary?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            body: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            createdAt: string;
                            publishedAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "published";
                            summary: string | null;
                            title: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentUploadCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The cover photo
                     */
                    coverPhoto?: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            body: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            createdAt: string;
                            publishedAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "published";
                            summary: string | null;
                            title: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File storage is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentRemoveCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            body: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            createdAt: string;
                            publishedAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "published";
                            summary: string | null;
                            title: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentPreviewNews: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The HTML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingEditPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number | string;
                    description1?: string;
                    description2?: string;
                    name?: string;
                    points?: string[];
                    subTitle?: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Plan"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown package */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPropertiesList: {
        parameters: {
            query?: {
                agent?: string;
                city?: string;
                limit?: number;
                page?: number;
                plan?: string;
                purpose?: "sale" | "rent" | "short-let";
                search?: string;
                sort?: "newest" | "oldest" | "price-asc" | "price-desc" | "title";
                status?: "pending" | "active" | "inactive" | "expired" | "closed" | "deactivated";
                verified?: "yes" | "no";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; the count stops at 10,000 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            city: string | null;
                            createdAt: string;
                            inSearch: boolean;
                            isPublished: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            moderatedAt: string | null;
                            moderationReason: string | null;
                            openReports: number;
                            photo: string | null;
                            plan: string | null;
                            price: number | null;
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            rentPaymentFrequency: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            verifiedAt: string | null;
                        }[];
                        page: number;
                        total: number;
                        totalCapped: boolean;
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPropertiesDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done: the row as it is now and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            city: string | null;
                            createdAt: string;
                            inSearch: boolean;
                            isPublished: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            moderatedAt: string | null;
                            moderationReason: string | null;
                            openReports: number;
                            photo: string | null;
                            plan: string | null;
                            price: number | null;
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            rentPaymentFrequency: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            verifiedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already deactivated by an admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPropertiesReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the row as it is now and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            city: string | null;
                            createdAt: string;
                            inSearch: boolean;
                            isPublished: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            moderatedAt: string | null;
                            moderationReason: string | null;
                            openReports: number;
                            photo: string | null;
                            plan: string | null;
                            price: number | null;
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            rentPaymentFrequency: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            verifiedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not deactivated by an admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPropertiesUnverify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the row as it is now and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            city: string | null;
                            createdAt: string;
                            inSearch: boolean;
                            isPublished: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            moderatedAt: string | null;
                            moderationReason: string | null;
                            openReports: number;
                            photo: string | null;
                            plan: string | null;
                            price: number | null;
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            rentPaymentFrequency: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            verifiedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not verified */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPropertiesVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the row as it is now and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            city: string | null;
                            createdAt: string;
                            inSearch: boolean;
                            isPublished: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            moderatedAt: string | null;
                            moderationReason: string | null;
                            openReports: number;
                            photo: string | null;
                            plan: string | null;
                            price: number | null;
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            rentPaymentFrequency: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            verifiedAt: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already verified, or not published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPropertiesFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities and plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cities: {
                            city: string;
                            count: number;
                        }[];
                        plans: {
                            _id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                reason?: "scam" | "unavailable" | "wrong-details" | "duplicate" | "other";
                status?: "open" | "dismissed" | "actioned";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            actioned: number;
                            dismissed: number;
                            open: number;
                        };
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                                isBlocked: boolean;
                                slug: string | null;
                                strikes: number;
                            };
                            createdAt: string;
                            deactivatedListing: boolean;
                            listing: {
                                _id: string;
                                isPublished: boolean;
                                listingStatus: string;
                                moderationReason: string | null;
                                slug: string;
                                title: string | null;
                            } | null;
                            message: string;
                            openReportsOnTarget: number;
                            /** @enum {string} */
                            reason: "scam" | "unavailable" | "wrong-details" | "duplicate" | "other";
                            reasonLabel: string;
                            reporter: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            reportNo: string;
                            resolutionNote: string | null;
                            resolvedAt: string | null;
                            resolvedBy: {
                                _id: string;
                                fullName: string;
                            } | null;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "actioned";
                            struckAgent: boolean;
                        }[];
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    deactivateListing?: boolean;
                    /** @enum {string} */
                    decision: "dismiss" | "uphold";
                    note: string;
                    /** @default false */
                    strikeAgent?: boolean;
                };
            };
        };
        responses: {
            /** @description The report now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alsoResolved: number;
                        data: {
                            _id: string;
                            agent: {
                                _id: string;
                                email: string;
                                fullName: string;
                                isBlocked: boolean;
                                slug: string | null;
                                strikes: number;
                            };
                            createdAt: string;
                            deactivatedListing: boolean;
                            listing: {
                                _id: string;
                                isPublished: boolean;
                                listingStatus: string;
                                moderationReason: string | null;
                                slug: string;
                                title: string | null;
                            } | null;
                            message: string;
                            openReportsOnTarget: number;
                            /** @enum {string} */
                            reason: "scam" | "unavailable" | "wrong-details" | "duplicate" | "other";
                            reasonLabel: string;
                            reporter: {
                                _id: string;
                                email: string;
                                fullName: string;
                            };
                            reportNo: string;
                            resolutionNote: string | null;
                            resolvedAt: string | null;
                            resolvedBy: {
                                _id: string;
                                fullName: string;
                            } | null;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "actioned";
                            struckAgent: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description Invalid input, or a listing to deactivate on a report about an agent */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such report */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The report is already resolved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            contact: {
                                address: string;
                                email: string;
                                officeHours: string;
                                phone: string;
                            };
                            footer: {
                                hiddenPathPrefixes: string[];
                            };
                            social: {
                                facebook: string;
                                instagram: string;
                                linkedin: string;
                                tiktok: string;
                                x: string;
                                youtube: string;
                            };
                        };
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentSaveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact?: {
                        address: string;
                        email: string;
                        officeHours: string;
                        phone: string;
                    };
                    footer?: {
                        hiddenPathPrefixes: string[];
                    };
                    social?: {
                        facebook: string;
                        instagram: string;
                        linkedin: string;
                        tiktok: string;
                        x: string;
                        youtube: string;
                    };
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            contact: {
                                address: string;
                                email: string;
                                officeHours: string;
                                phone: string;
                            };
                            footer: {
                                hiddenPathPrefixes: string[];
                            };
                            social: {
                                facebook: string;
                                instagram: string;
                                linkedin: string;
                                tiktok: string;
                                x: string;
                                youtube: string;
                            };
                        };
                        message: string;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                role?: "AGENT" | "BUYER" | "ADMIN";
                search?: string;
                status?: "incomplete" | "submitted" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            isBlocked: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description An admin cannot block themself */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUnblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unblocked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            isBlocked: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (private, never cached) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not yours */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such agent, or no certificate */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File storage is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentSummaryPage"];
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname: string;
                    identification: string;
                    lastname: string;
                    /** @enum {string} */
                    verificationType: "Passport" | "Voter ID" | "Driver's License";
                };
            };
        };
        responses: {
            /** @description Saved: my details, each step and my progress, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No agent profile for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already verified */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The ID could not be verified: the reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The ID service is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The certificate: a PDF by content, at most 5 MB; required unless one is on file
                     */
                    certificate?: string;
                    /** @description Certification No: 2–20 letters, numbers and spaces */
                    certificationNo: string;
                    /** @description License No: 2–20 letters, numbers and spaces */
                    licenseNo: string;
                };
            };
        };
        responses: {
            /** @description Saved: my details, each step and my progress, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent, or the credentials are locked while submitted or approved */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No agent profile for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File storage is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            averageRating: number;
                            reviewCount: number;
                            unreadNotifications: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentInsightsAnalytics: {
        parameters: {
            query?: {
                /** @description First day counted, YYYY-MM-DD (Lagos); default 29 days before `to` */
                from?: string;
                /** @description Last day counted, YYYY-MM-DD (Lagos); default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every day of the range, and the totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            days: {
                                bookings: number;
                                chats: number;
                                contactClicks: number;
                                day: string;
                                favourites: number;
                                impressions: number;
                                leads: number;
                                offers: number;
                                views: number;
                            }[];
                            from: string;
                            to: string;
                            totals: {
                                bookings: number;
                                chats: number;
                                contactClicks: number;
                                favourites: number;
                                impressions: number;
                                leads: number;
                                offers: number;
                                views: number;
                            };
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentInsightsCsv: {
        parameters: {
            query?: {
                /** @description First day counted, YYYY-MM-DD (Lagos); default 29 days before `to` */
                from?: string;
                order?: "asc" | "desc";
                sort?: "title" | "views" | "impressions" | "contactClicks" | "favourites" | "leads" | "offers" | "bookings" | "chats" | "conversion";
                /** @description Last day counted, YYYY-MM-DD (Lagos); default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentInsightsListings: {
        parameters: {
            query?: {
                /** @description First day counted, YYYY-MM-DD (Lagos); default 29 days before `to` */
                from?: string;
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                sort?: "title" | "views" | "impressions" | "contactClicks" | "favourites" | "leads" | "offers" | "bookings" | "chats" | "conversion";
                /** @description Last day counted, YYYY-MM-DD (Lagos); default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            bookings: number;
                            chats: number;
                            contactClicks: number;
                            conversion: number | null;
                            favourites: number;
                            impressions: number;
                            leads: number;
                            offers: number;
                            slug: string;
                            title: string | null;
                            views: number;
                        }[];
                        from: string;
                        to: string;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentInsightsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            figures: {
                                bookings: {
                                    current: number;
                                    previous: number;
                                };
                                leads: {
                                    current: number;
                                    previous: number;
                                };
                                offers: {
                                    current: number;
                                    previous: number;
                                };
                                views: {
                                    current: number;
                                    previous: number;
                                };
                            };
                            listings: {
                                hiddenByPlan: number;
                                live: number;
                                total: number;
                            };
                            months: {
                                current: {
                                    from: string;
                                    label: string;
                                    to: string;
                                };
                                previous: {
                                    from: string;
                                    label: string;
                                    to: string;
                                };
                            };
                            recentLeads: {
                                _id: string;
                                createdAt: string;
                                fullName: string;
                                property: {
                                    _id: string;
                                    slug: string;
                                    title: string | null;
                                } | null;
                                status: string;
                            }[];
                            recentOffers: {
                                _id: string;
                                buyerName: string;
                                createdAt: string;
                                offerPrice: number;
                                property: {
                                    _id: string;
                                    slug: string;
                                    title: string | null;
                                };
                                requestNo: string;
                                status: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentInsightsVisibility: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan and a page of listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inSearch: number;
                            listings: {
                                _id: string;
                                inSearch: boolean;
                                /** @enum {string|null} */
                                reason: "draft" | "inactive" | "deactivated" | "no-plan" | null;
                                slug: string;
                                title: string | null;
                                /** @enum {string|null} */
                                visibilityLabel: "featured" | "priority" | "exclusive" | null;
                                visibilityLevel: number;
                            }[];
                            plan: {
                                _id: string;
                                allowsVirtualTour: boolean;
                                endDate: string;
                                name: string;
                                price: number;
                                priority: number;
                                /** @enum {string} */
                                status: "active" | "cancel" | "expired";
                                /** @enum {string|null} */
                                visibilityLabel: "featured" | "priority" | "exclusive" | null;
                                visibilityLevel: number;
                            } | null;
                            total: number;
                            totalPages: number;
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No agent profile for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsOffice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    agencyEmail: string;
                    agencyName: string;
                    agencyPhoneNumber: string;
                    /** @enum {string} */
                    agencySize: "0-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001-10,000" | "10,001+";
                    latitude: number;
                    longitude: number;
                    officeName: string;
                };
            };
        };
        responses: {
            /** @description Saved: my details, each step and my progress, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No agent profile for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Agent"];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, not approved or blocked */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsProfileListings: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of listing cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                        page: number;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, not approved or blocked */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    facebook?: string;
                    linkedIn?: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Saved: my details, each step and my progress, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No agent profile for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    agentsSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved: my details, each step and my progress, and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            agencyEmail: string | null;
                            agencyName: string | null;
                            agencyPhoneNumber: string | null;
                            agencySize: string | null;
                            certificatePdf: string | null;
                            certificationNo: string | null;
                            facebook: string | null;
                            identificationLast4: string | null;
                            isSmileIdVerified: boolean;
                            latitude: number | null;
                            licenseNo: string | null;
                            linkedIn: string | null;
                            longitude: number | null;
                            officeName: string | null;
                            progress: number;
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            smileIdVerifiedAt: string | null;
                            /** @enum {string} */
                            status: "incomplete" | "submitted" | "approved" | "rejected";
                            steps: {
                                credentials: boolean;
                                identity: boolean;
                                office: boolean;
                                social: boolean;
                            };
                            submittedAt: string | null;
                            verificationType: string | null;
                            website: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No agent profile for this account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already submitted or approved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Steps missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apiKeysList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys (never the whole key) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apiKeysCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                };
            };
        };
        responses: {
            /** @description The key, whole: store it now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            /** @description The whole key: send it as `Authorization: Bearer <key>`. Shown only here. */
                            key: string;
                            lastUsedAt: string | null;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already keeping the most keys allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apiKeysRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one of my keys */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already revoked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authCompleteProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string;
                    /** @enum {string} */
                    role: "AGENT" | "BUYER";
                };
            };
        };
        responses: {
            /** @description Profile completed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blocked, or the profile is already complete */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authForgotPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts or codes: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Mail is switched off on this server (MAIL_DISABLED): no code can be sent; or the database is briefly unavailable (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authResendOtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    type: "verify-email" | "reset-password";
                };
            };
        };
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts or codes: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Mail is switched off on this server (MAIL_DISABLED): no code can be sent; or the database is briefly unavailable (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authResetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts or codes: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description The same session as a bearer token for apps: send `Authorization: Bearer <token>` */
                    "Set-Auth-Token"?: string;
                    /** @description The HTTP-only session cookie `naija.session_token` (`__Secure-naija.session_token` when the site is served over HTTPS), 7 days */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unverified or blocked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts or codes: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authSignOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authSignUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    password: string;
                    phoneNumber: string;
                    /** @enum {string} */
                    role: "AGENT" | "BUYER";
                };
            };
        };
        responses: {
            /** @description Account created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Email taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts or codes: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Mail is switched off on this server (MAIL_DISABLED): no code can be sent; or the database is briefly unavailable (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authVerifyOtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                    /** @enum {string} */
                    type: "verify-email" | "reset-password";
                };
            };
        };
        responses: {
            /** @description User (verify-email) or message (reset-password) */
            200: {
                headers: {
                    /** @description The same session as a bearer token for apps: send `Authorization: Bearer <token>` */
                    "Set-Auth-Token"?: string;
                    /** @description The HTTP-only session cookie `naija.session_token` (`__Secure-naija.session_token` when the site is served over HTTPS), 7 days */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    } | {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account is blocked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts or codes: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            expiresAt: string;
                            plan: components["schemas"]["Plan"];
                            /** @enum {string} */
                            status: "open" | "completed" | "declined" | "expired";
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No checkout of mine with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirectUrl: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No checkout of mine with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The checkout is no longer open, or another plan is already live */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The checkout has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No checkout of mine with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The checkout is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingLocalCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No live plan on the local provider */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingLocalResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No live plan on the local provider */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The booking now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the booking’s state, or the stay has started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the booking’s state, or the stay has started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The booking now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the booking’s state, or the stay has started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availableFrom: string | null;
                            availableUntil: string | null;
                            cautionFee: number;
                            maxNights: number;
                            nightlyPrice: number;
                            taken: {
                                checkIn: string;
                                checkOut: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such calendar */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsCalendars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One per short-let */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blockedCount: number;
                            feedUrl: string;
                            importedAt: string | null;
                            importError: string | null;
                            importUrl: string | null;
                            propertyId: string;
                            slug: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsSetImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    importUrl: string | null;
                };
            };
        };
        responses: {
            /** @description The calendar now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blockedCount: number;
                            feedUrl: string;
                            importedAt: string | null;
                            importError: string | null;
                            importUrl: string | null;
                            propertyId: string;
                            slug: string;
                            title: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link could not be read as a calendar (why) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    checkIn: string;
                    checkOut: string;
                    guests: number;
                    message?: string;
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description The pending booking, and until when the agent can answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Some of the nights are taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsMine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "pending" | "confirmed" | "declined" | "expired" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookingsRequests: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "pending" | "confirmed" | "declined" | "expired" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contactCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    message: string;
                    phoneNumber?: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many public submissions from this client: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    devAge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                };
            };
        };
        responses: {
            /** @description The listing now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        freshnessAskedAt: string | null;
                        listingStatus: string;
                        renewedAt: string | null;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing, or asked from another machine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    devList: {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            headers: {
                                [key: string]: string;
                            };
                            html: string;
                            subject: string;
                            text: string;
                            to: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Asked from another machine (only loopback clients unless DEV_OUTBOX_PUBLIC) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    devPage: {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Asked from another machine (only loopback clients unless DEV_OUTBOX_PUBLIC) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemDocsScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    realtimeEvents: {
        parameters: {
            query?: {
                lastEventId?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream (text/event-stream), open until the client goes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        data: components["schemas"]["NewNotificationEvent"] | components["schemas"]["NewChatNotificationEvent"] | components["schemas"]["NewMessageEvent"] | components["schemas"]["MessageStatusEvent"] | components["schemas"]["ClosedEvent"];
                        /** @enum {string} */
                        event: "new-notification" | "new-chat-notification" | "new-message" | "message-status" | "closed";
                        /** @description Send it back as Last-Event-ID when reconnecting */
                        id: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    favouritesList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            available: boolean;
                            bathrooms: number | null;
                            bedrooms: number | null;
                            city: string | null;
                            isVerified: boolean;
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotSize: number | null;
                            moveInCost: number | null;
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            photo: string | null;
                            photoCount: number;
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            savedAt: string;
                            slug: string;
                            state: string | null;
                            title: string;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                        }[];
                        /** @description Rows that match in all */
                        total: number;
                        /** @description Pages in all at this limit; ask with `page` (1-based) */
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    favouritesIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ids */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    favouritesToggle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isFavourite?: boolean;
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description The new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isFavourite: boolean;
                            propertyId: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the state asked for (isFavourite given) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    geoAutocomplete: {
        parameters: {
            query: {
                limit?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "state" | "lga" | "city" | "neighbourhood" | "address";
                            label: string;
                            state: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The place service is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    geoNearby: {
        parameters: {
            query: {
                category: "school" | "supermarket" | "gym" | "restaurant";
                lat: number;
                limit?: number;
                lng: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Places, nearest first, and who answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address?: string;
                            /** @enum {string} */
                            category: "school" | "supermarket" | "gym" | "restaurant";
                            distanceM: number;
                            id: string;
                            lat: number;
                            lng: number;
                            name: string;
                        }[];
                        /** @enum {string} */
                        source: "mapbox" | "openstreetmap" | "packaged";
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The nearby-places service is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    geoPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: string;
                            /** @enum {string} */
                            country: "Nigeria";
                            latitude: number;
                            longitude: number;
                            state: string;
                        };
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown place */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The place service is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    geoReverse: {
        parameters: {
            query?: {
                lat?: number | null;
                lng?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: string;
                            /** @enum {string} */
                            country: "Nigeria";
                            latitude: number;
                            longitude: number;
                            state: string;
                        };
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The place service is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is down; Retry-After says when to ask again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "down";
                        /** @enum {string} */
                        status: "error";
                    };
                };
            };
        };
    };
    supportSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent, or blocked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The inspection now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Inspection"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in its state, or its time has passed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inspection now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Inspection"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in its state, or its time has passed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inspection now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Inspection"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in its state, or its time has passed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    slotId: string;
                };
            };
        };
        responses: {
            /** @description The pending inspection */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Inspection"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such slot on a live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Someone holds the slot, or its time has passed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsMine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "pending" | "confirmed" | "declined" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsRequests: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "pending" | "confirmed" | "declined" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsAddSlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    durationMinutes: number;
                    propertyId: string;
                    /** Format: date-time */
                    startsAt: string;
                };
            };
        };
        responses: {
            /** @description The slot */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InspectionSlot"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one of my listings */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A slot already starts at this time on this listing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The listing's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Slots by time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InspectionSlot"][];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectionsRemoveSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A buyer holds the slot */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "new" | "contacted" | "closed";
                };
            };
        };
        responses: {
            /** @description The lead now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Lead"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room to open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            roomId: string;
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The person was not signed in: there is nobody to chat with */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
                status?: "new" | "contacted" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, with my counts per status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            closed: number;
                            contacted: number;
                            new: number;
                        };
                        data: components["schemas"]["Lead"][];
                        /** @description Pages in all at this limit; ask with `page` (1-based) */
                        totalPages: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentId: string;
                    email: string;
                    fullName: string;
                    message: string;
                    phoneNumber?: string;
                    propertyId?: string;
                };
            };
        };
        responses: {
            /** @description The lead and a thank-you */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Lead"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such agent or live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The same message was already sent to this agent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many public submissions from this client: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leadsExportCsv: {
        parameters: {
            query?: {
                search?: string;
                status?: "new" | "contacted" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 with BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listingFreshnessAsk: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                action: "confirm" | "let-or-sold" | "renew";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page: the question, or what was done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listingFreshnessAct: {
        parameters: {
            query: {
                token: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                action: "confirm" | "let-or-sold" | "renew";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page: the question, or what was done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mapGlyphs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fontstack: string;
                range: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed distance fields of one range, as a glyph protobuf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-protobuf": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such font or range */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mapStyle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A MapLibre style (spec v8) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        layers: unknown[];
                        sources: {
                            [key: string]: unknown;
                        };
                        /** @enum {number} */
                        version: 8;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description MAP_STYLE_URL is configured: the style is there */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mapTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                x: string;
                y: string;
                z: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A Mapbox Vector Tile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-protobuf": string;
                };
            };
            /** @description Nothing on this tile (the sea) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such tile (zoom above 14, or x/y outside the grid) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentNewsList: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            publishedAt: string;
                            slug: string;
                            summary: string;
                            title: string;
                        }[];
                        page: number;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    newsletterSubscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Admins cannot subscribe */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already subscribed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many public submissions from this client: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentNewsArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            authorName: string | null;
                            coverPhoto: {
                                height: number;
                                url: string;
                                width: number;
                            } | null;
                            html: string;
                            publishedAt: string;
                            slug: string;
                            summary: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such article */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not mine, or no such notification */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        /** @description Pages in all at this limit; ask with `page` (1-based) */
                        totalPages: number;
                        unreadCount: number;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the offer’s state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersCounter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    offerPrice: number | string;
                };
            };
        };
        responses: {
            /** @description The offer now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the offer’s state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the offer’s state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not this side’s move in the offer’s state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentId: string;
                    description: string;
                    offerPrice: number | string;
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description The offer, with its request number, and a message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Offer"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The buyer already has an open offer on this listing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersMine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "pending" | "accepted" | "declined" | "countered" | "withdrawn";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    offersRequests: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "pending" | "accepted" | "declined" | "countered" | "withdrawn";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            description?: string;
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        openapi: string;
                        paths?: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingListPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Plan"][];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property and its review sections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessibilityUtilityFeatures?: ("Wheelchair Ramp" | "Elevator" | "Inverter/Solar" | "Water Treatment" | "Fibre Internet" | "Estate Security")[];
                    additionalAmenities?: ("Swimming Pool" | "Gym" | "Playground" | "Serviced" | "Furnished" | "24/7 Power" | "Ample Parking" | "Conference Room" | "Reception")[];
                    address?: string | null;
                    agencyFee?: number | string | null;
                    area?: number | string | null;
                    bathrooms?: number | string | null;
                    /** @enum {string|null} */
                    bathtubType?: "none" | "built-in" | "freestanding" | "jacuzzi" | null;
                    bedrooms?: number | string | null;
                    builtInFeatures?: ("Fitted Wardrobes" | "Shelving" | "Study" | "Home Theatre" | "Walk-in Closet")[];
                    /** @enum {string|null} */
                    cabinetTopMaterial?: "wood" | "mdf" | "aluminium" | "laminate" | "other" | null;
                    /** @enum {string|null} */
                    ceilingType?: "pop" | "suspended" | "plaster" | "wooden" | "pvc" | "other" | null;
                    city?: string | null;
                    /** @enum {string|null} */
                    counterTopMaterial?: "granite" | "marble" | "quartz" | "wood" | "laminate" | "tile" | "other" | null;
                    deletedFloorPlan?: boolean;
                    deletedPanorama?: boolean;
                    deletedPhotos?: string[];
                    deposit?: number | string | null;
                    distToAirport?: number | string | null;
                    distToBusiness?: number | string | null;
                    distToHighway?: number | string | null;
                    distToHospitals?: number | string | null;
                    distToSchool?: number | string | null;
                    distToShopping?: number | string | null;
                    distToTransport?: number | string | null;
                    /** @enum {string|null} */
                    electricitySupply?: "prepaid-meter" | "regular-meter" | "generator-alternative" | null;
                    /** @enum {string|null} */
                    exteriorMaterial?: "brick" | "stone" | "stucco" | "other" | null;
                    externalFeatures?: ("Boys' Quarters" | "Gate House" | "Garage" | "Car Port" | "Generator House" | "Balcony" | "Rooftop Terrace")[];
                    fireSafetySystems?: ("Fire Extinguishers" | "Smoke Detectors" | "Sprinklers" | "Fire Alarm" | "Fire Exit")[];
                    /** @enum {string|null} */
                    flooringType?: "hardwood" | "carpet" | "tile" | "laminate" | "vinyl" | "other" | null;
                    hvacSystems?: ("Central Air Conditioning" | "Window Units" | "Split System" | "Other")[];
                    /** @enum {string|null} */
                    interiorLayout?: "open-plan" | "traditional" | "split-level" | "en-suite-rooms" | "other" | null;
                    kitchenAppliance?: ("Refrigerator" | "Gas Cooker" | "Electric Cooker" | "Oven" | "Microwave" | "Extractor Hood" | "Dishwasher" | "Washing Machine")[];
                    kitchenFeature?: ("Island" | "Pantry" | "Breakfast Bar" | "Store" | "Water Heater")[];
                    latitude?: number | string | null;
                    /** @enum {string|null} */
                    leaseTerm?: "short-term" | "long-term" | null;
                    legalFee?: number | string | null;
                    longitude?: number | string | null;
                    lotFeatures?: ("Corner Lot" | "Gated Estate" | "Tarred Road" | "Waterfront" | "Level Ground" | "Cul-de-sac")[];
                    /** @enum {string|null} */
                    lotShape?: "rectangular" | "irregular" | "other" | null;
                    lotSize?: number | string | null;
                    maintenanceFees?: number | string | null;
                    maximumStay?: string | null;
                    minimumStay?: string | null;
                    mortgageInfo?: string | null;
                    outdoorFeatures?: ("Patio" | "Deck" | "Porch" | "Pool" | "Spa/Hot Tub" | "Fence" | "Sprinkle System" | "Landscaping" | "Outdoor Lighting" | "Outdoor Kitchen" | "Garden")[];
                    ownershipDetails?: string | null;
                    parkingSpaces?: number | string | null;
                    photoOrder?: string[];
                    price?: number | string | null;
                    /** @enum {string|null} */
                    propertyFor?: "sale" | "rent" | "short-let" | null;
                    /** @enum {string|null} */
                    propertyType?: "flat" | "detached-duplex" | "semi-detached-duplex" | "semi-detached-bungalow" | "detached-bungalow" | "mini-flat" | "self-contain" | "terraced-duplex" | "terraced-bungalow" | "house" | "office-space" | "co-working-space" | "retail-space" | "warehouse" | "industrial-space" | "shop-in-mall" | "land" | "commercial-building" | null;
                    /** @enum {string|null} */
                    rentPaymentFrequency?: "monthly" | "quarterly" | "annually" | null;
                    restrooms?: number | string | null;
                    /** @enum {string|null} */
                    restroomsAccessibility?: "accessible" | "not-accessible" | null;
                    /** @enum {string|null} */
                    roofMaterial?: "asphalt" | "metal" | "tile" | "other" | null;
                    securityFeatures?: ("Security Cameras" | "Alarm System" | "Security Guards")[];
                    /** @enum {string|null} */
                    showerType?: "none" | "walk-in" | "rain-shower" | "handheld" | "shower-over-bath" | null;
                    state?: string | null;
                    title?: string;
                    /** @enum {string|null} */
                    toiletType?: "water-closet" | "wall-hung" | "close-coupled" | "squat" | null;
                    totalArea?: number | string | null;
                    totalFloors?: number | string | null;
                    /** @enum {string|null} */
                    vanityType?: "none" | "single" | "double" | "floating" | null;
                    video?: string | null;
                    /** @enum {string|null} */
                    waterSupply?: "borehole" | "public-water" | "tanker-supply" | "other" | null;
                    yearBuild?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A published listing must stay complete: what the change would leave missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        missing: string[];
                    };
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listingEventsRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "view" | "contact-click";
                };
            };
        };
        responses: {
            /** @description Received (counted, or not counted because it was a repeat, a bot or the agent) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many beacons from this client: try again later */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesUploadFloorPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The floor plan
                     */
                    floorPlan?: string;
                };
            };
        };
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesLetOrSold: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already let or sold, not in search, or held by an admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesUploadPanorama: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description An equirectangular 360° photo
                     */
                    panoramaFile?: string;
                };
            };
        };
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesUploadPhotos: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Photos */
                    photos?: string[];
                };
            };
        };
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Steps still incomplete */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        missing: string[];
                    };
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesRenew: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing to renew: live and not yet asked, not published, or held by an admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesSetStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    listingStatus: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not published yet, or already in that status */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesUnpublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesSearch: {
        parameters: {
            query?: {
                amenities?: ("Swimming Pool" | "Gym" | "Playground" | "Serviced" | "Furnished" | "24/7 Power" | "Ample Parking" | "Conference Room" | "Reception")[] | null;
                bathrooms?: number;
                bedrooms?: number;
                centerLat?: number;
                centerLng?: number;
                city?: string;
                datePosted?: "24h" | "week" | "month" | "3months" | "6months" | null;
                exteriorMaterial?: "brick" | "stone" | "stucco" | "other" | null;
                externalFeatures?: ("Boys' Quarters" | "Gate House" | "Garage" | "Car Port" | "Generator House" | "Balcony" | "Rooftop Terrace")[] | null;
                flooringType?: "hardwood" | "carpet" | "tile" | "laminate" | "vinyl" | "other" | null;
                hvacSystems?: ("Central Air Conditioning" | "Window Units" | "Split System" | "Other")[] | null;
                leaseTerm?: "short-term" | "long-term" | null;
                limit?: number;
                maxArea?: number;
                maxDistToBusiness?: number;
                maxDistToHospital?: number;
                maxDistToSchool?: number;
                maxLotSize?: number;
                maxMoveIn?: number;
                maxParkingSpace?: number;
                maxPrice?: number | string;
                minArea?: number;
                minDistToBusiness?: number;
                minDistToHospital?: number;
                minDistToSchool?: number;
                minLotSize?: number;
                minParkingSpace?: number;
                minPrice?: number | string;
                minVisibility?: number;
                neLat?: number;
                neLng?: number;
                outdoorFeatures?: ("Patio" | "Deck" | "Porch" | "Pool" | "Spa/Hot Tub" | "Fence" | "Sprinkle System" | "Landscaping" | "Outdoor Lighting" | "Outdoor Kitchen" | "Garden")[] | null;
                page?: number;
                polygon?: unknown;
                propertyCategory?: "residential" | "commercial" | null;
                propertyFor?: "sale" | "rent" | "short-let" | null;
                propertyType?: ("flat" | "detached-duplex" | "semi-detached-duplex" | "semi-detached-bungalow" | "detached-bungalow" | "mini-flat" | "self-contain" | "terraced-duplex" | "terraced-bungalow" | "house" | "office-space" | "co-working-space" | "retail-space" | "warehouse" | "industrial-space" | "shop-in-mall" | "land" | "commercial-building")[] | null;
                radiusKm?: number;
                rentPaymentFrequency?: "monthly" | "quarterly" | "annually" | null;
                search?: string;
                securityFeatures?: ("Security Cameras" | "Alarm System" | "Security Guards")[] | null;
                sort?: "price-desc" | "price-asc" | "move-in-asc" | "newest" | "bedrooms" | "bathrooms" | "area" | "lot-size" | null;
                state?: string;
                swLat?: number;
                swLng?: number;
                totalFloors?: number;
                utilities?: ("Wheelchair Ramp" | "Elevator" | "Inverter/Solar" | "Water Treatment" | "Fibre Internet" | "Estate Security")[] | null;
                yearBuild?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                        page: number;
                        total: number;
                        totalCapped: boolean;
                        totalEstimated?: boolean;
                        totalPages: number;
                        understood?: {
                            filters: {
                                amenities?: ("Swimming Pool" | "Gym" | "Playground" | "Serviced" | "Furnished" | "24/7 Power" | "Ample Parking" | "Conference Room" | "Reception")[];
                                bedrooms?: number;
                                externalFeatures?: ("Boys' Quarters" | "Gate House" | "Garage" | "Car Port" | "Generator House" | "Balcony" | "Rooftop Terrace")[];
                                maxPrice?: number;
                                minPrice?: number;
                                /** @enum {string} */
                                propertyFor?: "sale" | "rent" | "short-let";
                                propertyType?: ("flat" | "detached-duplex" | "semi-detached-duplex" | "semi-detached-bungalow" | "detached-bungalow" | "mini-flat" | "self-contain" | "terraced-duplex" | "terraced-bungalow" | "house" | "office-space" | "co-working-space" | "retail-space" | "warehouse" | "industrial-space" | "shop-in-mall" | "land" | "commercial-building")[];
                                /** @enum {string} */
                                rentPaymentFrequency?: "monthly" | "quarterly" | "annually";
                            };
                            places: {
                                label: string;
                                words: string;
                            }[];
                            text: string | null;
                        } | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default residential
                     * @enum {string}
                     */
                    propertyCategory?: "residential" | "commercial";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            slug: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not approved, or no live plan (Subscription Required) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesFeatured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesMap: {
        parameters: {
            query?: {
                amenities?: ("Swimming Pool" | "Gym" | "Playground" | "Serviced" | "Furnished" | "24/7 Power" | "Ample Parking" | "Conference Room" | "Reception")[] | null;
                bathrooms?: number;
                bedrooms?: number;
                centerLat?: number;
                centerLng?: number;
                city?: string;
                datePosted?: "24h" | "week" | "month" | "3months" | "6months" | null;
                exteriorMaterial?: "brick" | "stone" | "stucco" | "other" | null;
                externalFeatures?: ("Boys' Quarters" | "Gate House" | "Garage" | "Car Port" | "Generator House" | "Balcony" | "Rooftop Terrace")[] | null;
                flooringType?: "hardwood" | "carpet" | "tile" | "laminate" | "vinyl" | "other" | null;
                hvacSystems?: ("Central Air Conditioning" | "Window Units" | "Split System" | "Other")[] | null;
                leaseTerm?: "short-term" | "long-term" | null;
                limit?: number;
                maxArea?: number;
                maxDistToBusiness?: number;
                maxDistToHospital?: number;
                maxDistToSchool?: number;
                maxLotSize?: number;
                maxMoveIn?: number;
                maxParkingSpace?: number;
                maxPrice?: number | string;
                minArea?: number;
                minDistToBusiness?: number;
                minDistToHospital?: number;
                minDistToSchool?: number;
                minLotSize?: number;
                minParkingSpace?: number;
                minPrice?: number | string;
                minVisibility?: number;
                neLat?: number;
                neLng?: number;
                outdoorFeatures?: ("Patio" | "Deck" | "Porch" | "Pool" | "Spa/Hot Tub" | "Fence" | "Sprinkle System" | "Landscaping" | "Outdoor Lighting" | "Outdoor Kitchen" | "Garden")[] | null;
                page?: number;
                polygon?: unknown;
                propertyCategory?: "residential" | "commercial" | null;
                propertyFor?: "sale" | "rent" | "short-let" | null;
                propertyType?: ("flat" | "detached-duplex" | "semi-detached-duplex" | "semi-detached-bungalow" | "detached-bungalow" | "mini-flat" | "self-contain" | "terraced-duplex" | "terraced-bungalow" | "house" | "office-space" | "co-working-space" | "retail-space" | "warehouse" | "industrial-space" | "shop-in-mall" | "land" | "commercial-building")[] | null;
                radiusKm?: number;
                rentPaymentFrequency?: "monthly" | "quarterly" | "annually" | null;
                search?: string;
                securityFeatures?: ("Security Cameras" | "Alarm System" | "Security Guards")[] | null;
                sort?: "price-desc" | "price-asc" | "move-in-asc" | "newest" | "bedrooms" | "bathrooms" | "area" | "lot-size" | null;
                state?: string;
                swLat?: number;
                swLng?: number;
                totalFloors?: number;
                utilities?: ("Wheelchair Ramp" | "Elevator" | "Inverter/Solar" | "Water Treatment" | "Fibre Internet" | "Estate Security")[] | null;
                yearBuild?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Markers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MapListing"][];
                        total: number;
                        totalCapped: boolean;
                        totalEstimated?: boolean;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesMine: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of my listings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPropertyPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such live listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesSimilar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: number;
                            awaitingConfirmation: number;
                            expired: number;
                            forRentCount: number;
                            forSaleCount: number;
                            forShortLetCount: number;
                            hiddenByPlan: number;
                            letOrSold: number;
                            propertiesCount: number;
                            published: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    propertiesSetTourLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    panorama: string;
                };
            };
        };
        responses: {
            /** @description Saved: the property, its review sections and a message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            accessibilityUtilityFeatures: string[];
                            additionalAmenities: string[];
                            address: string | null;
                            agencyFee: number | null;
                            area: number | null;
                            /** @enum {string} */
                            availability: "available" | "let" | "sold";
                            bathrooms: number | null;
                            bathtubType: string | null;
                            bedrooms: number | null;
                            builtInFeatures: string[];
                            cabinetTopMaterial: string | null;
                            ceilingType: string | null;
                            city: string | null;
                            counterTopMaterial: string | null;
                            country: string;
                            createdAt: string;
                            deposit: number | null;
                            distToAirport: number | null;
                            distToBusiness: number | null;
                            distToHighway: number | null;
                            distToHospitals: number | null;
                            distToSchool: number | null;
                            distToShopping: number | null;
                            distToTransport: number | null;
                            electricitySupply: string | null;
                            exteriorMaterial: string | null;
                            externalFeatures: string[];
                            fireSafetySystems: string[];
                            flooringType: string | null;
                            floorPlan: {
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                url: string;
                            } | null;
                            hvacSystems: string[];
                            interiorLayout: string | null;
                            isPublished: boolean;
                            isVerified: boolean;
                            kitchenAppliance: string[];
                            kitchenFeature: string[];
                            /** @enum {string|null} */
                            leaseTerm: "short-term" | "long-term" | null;
                            legalFee: number | null;
                            /** @enum {string} */
                            listingStatus: "pending" | "active" | "inactive" | "expired" | "closed";
                            location: {
                                coordinates: [
                                    number,
                                    number
                                ];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            lotFeatures: string[];
                            lotShape: string | null;
                            lotSize: number | null;
                            maintenanceFees: number | null;
                            maximumStay: string | null;
                            minimumStay: string | null;
                            mortgageInfo: string | null;
                            moveInCost: number | null;
                            outdoorFeatures: string[];
                            owner: {
                                _id: string;
                                fullName: string;
                                phoneNumber: string | null;
                                photo: string | null;
                                slug: string | null;
                            };
                            ownershipDetails: string | null;
                            panorama: string | null;
                            panoramaFile: string | null;
                            parkingSpaces: number | null;
                            photos: components["schemas"]["PropertyPhoto"][];
                            price: number | null;
                            /** @enum {string} */
                            propertyCategory: "residential" | "commercial";
                            /** @enum {string|null} */
                            propertyFor: "sale" | "rent" | "short-let" | null;
                            propertyType: string | null;
                            publishedAt: string | null;
                            renewedAt: string | null;
                            /** @enum {string|null} */
                            rentPaymentFrequency: "monthly" | "quarterly" | "annually" | null;
                            restrooms: number | null;
                            restroomsAccessibility: string | null;
                            roofMaterial: string | null;
                            securityFeatures: string[];
                            showerType: string | null;
                            slug: string;
                            state: string | null;
                            title: string;
                            toiletType: string | null;
                            totalArea: number | null;
                            totalFloors: number | null;
                            unavailableSince: string | null;
                            updatedAt: string;
                            vanityType: string | null;
                            verifiedAt: string | null;
                            video: string | null;
                            /** @enum {string|null} */
                            visibilityLabel: "featured" | "priority" | "exclusive" | null;
                            visibilityLevel: number;
                            waterSupply: string | null;
                            yearBuild: number | null;
                        };
                        hold: {
                            reason: string;
                            since: string;
                        } | null;
                        message: string;
                        review: {
                            complete: boolean;
                            /** @enum {string} */
                            key: "general" | "exterior" | "interior" | "media";
                            label: string;
                            missing: string[];
                            step: number;
                        }[];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an approved agent, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send traffic here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Send traffic elsewhere; Retry-After says when to ask again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "draining" | "database-down";
                    };
                };
            };
        };
    };
    recentlyViewedMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recentlyViewedRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    propertyIds: string[];
                };
            };
        };
        responses: {
            /** @description My list, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recentlyViewedListings: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertySummary"][];
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentId?: string;
                    message: string;
                    propertyId?: string;
                    /** @enum {string} */
                    reason: "scam" | "unavailable" | "wrong-details" | "duplicate" | "other";
                };
            };
        };
        responses: {
            /** @description The report, open, and a message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            /** @enum {string} */
                            reason: "scam" | "unavailable" | "wrong-details" | "duplicate" | "other";
                            /** @enum {string} */
                            status: "open" | "dismissed" | "actioned";
                        };
                        message: string;
                    };
                };
            };
            /** @description Invalid input, or the reporter is the agent concerned */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such published listing or agent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The reporter already has an open report on this listing or agent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewsReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such review of mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already answered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewsMine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mine, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basis: string | null;
                        canReview: boolean;
                        data: components["schemas"]["Review"] & (Record<string, never> | null);
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewsList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageRating: number;
                        data: components["schemas"]["Review"][];
                        reviewCount: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentId: string;
                    rating: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Posted */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a buyer, reviewing yourself, or not yet dealt with the agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such approved agent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already reviewed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatRoom"];
                        message?: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatHistory: {
        parameters: {
            query?: {
                cursor?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                        nextCursor: number | null;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientMessageId?: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description The message and the room */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                        room: components["schemas"]["ChatRoom"];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This message (its clientMessageId) was already sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My counts now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            chatsUnreadCount: number;
                            roomId: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatKeepView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    viewId: string;
                };
            };
        };
        responses: {
            /** @description Kept for 45 s */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatEndView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                viewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended (or already gone) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoomPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentId: string;
                    clientMessageId?: string;
                    propertyId?: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description The message, the room, and 'Message Sent' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                        message: string;
                        room: components["schemas"]["ChatRoom"];
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such agent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This message (its clientMessageId) was already sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesList: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchPage"];
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    frequency: "instant" | "daily" | "weekly" | "off";
                    name: string;
                    query: string;
                };
            };
        };
        responses: {
            /** @description The saved search */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SavedSearch"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The same search is already saved, or the buyer keeps the most searches allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    frequency?: "instant" | "daily" | "weekly" | "off";
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The search now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SavedSearch"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesSeen: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SavedSearch"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page: the question, or that the alerts are off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedSearchesUnsubscribeOneClick: {
        parameters: {
            query: {
                token: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page: the question, or that the alerts are off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not valid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contentPublicSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            contact: {
                                address: string;
                                email: string;
                                officeHours: string;
                                phone: string;
                            };
                            footer: {
                                hiddenPathPrefixes: string[];
                            };
                            social: {
                                facebook: string;
                                instagram: string;
                                linkedin: string;
                                tiktok: string;
                                x: string;
                                youtube: string;
                            };
                        };
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            endDate: string;
                            packageId: {
                                _id: string;
                                name: string;
                                priority: number;
                            };
                            provider: string;
                            /** @enum {string} */
                            status: "active" | "cancel" | "expired";
                            subscribedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingInvoices: {
        parameters: {
            query?: {
                limit?: number;
                startingAfter?: string;
                startingBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"][];
                        hasMore: boolean;
                    };
                };
            };
            /** @description Invalid input, or a cursor that is not one of my invoices */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached or refused the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingInvoicePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one of my invoices */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingManage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Portal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached or refused the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageId: string;
                };
            };
        };
        responses: {
            /** @description Checkout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown package */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already subscribed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached or refused the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    billingUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageId: string;
                };
            };
        };
        responses: {
            /** @description The new plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Plan"];
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an agent, or an approved agent choosing a lower plan */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown package */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No plan, or the same plan */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached or refused the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersUploadCoverPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The cover photo
                     */
                    coverPhoto?: string;
                };
            };
        };
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File storage is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersRemoveCoverPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersUploadPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The photo
                     */
                    photo?: string;
                };
            };
        };
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File storage is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersRemovePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another website (Origin not trusted), or, when signed in, not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usersProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string;
                    firstName?: string;
                    lastName?: string;
                    phoneNumber?: string;
                };
            };
        };
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message?: string;
                    };
                };
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the API key is not valid or was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blocked, or an agent renaming after their ID check verified the name */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not sent as the documented media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API key (policy `api-key`): wait Retry-After seconds */
            429: {
                headers: {
                    /** @description IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t) */
                    RateLimit?: string;
                    /** @description IETF RateLimit-Policy field: the quota (q) per window of w seconds */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the limit resets and the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devOutbox: boolean;
                        fallbacks?: {
                            mfe_admin?: string;
                            mfe_agent?: string;
                            mfe_buyer?: string;
                            mfe_chat?: string;
                            mfe_public?: string;
                        };
                        googleSignIn: boolean;
                        /** @enum {string} */
                        idVerification: "sandbox" | "smileid";
                        remotes: {
                            mfe_admin?: string;
                            mfe_agent?: string;
                            mfe_buyer?: string;
                            mfe_chat?: string;
                            mfe_public?: string;
                        };
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    seoRobots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    seoIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sitemap index */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    seoFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified: the If-None-Match tag still names this answer; use the copy you hold */
            304: {
                headers: {
                    /** @description The weak tag of the answer */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: the first validation message, naming the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such sitemap */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable: try again after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}

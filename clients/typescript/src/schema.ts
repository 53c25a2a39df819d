// Generated from the service's OpenAPI document by openapi-typescript (npm run openapi in the repository).
// Do not edit: a test regenerates it and fails when it differs from what the routes describe.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redis and PostgreSQL answer */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a tenant and its API key */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{tenantId}/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a tenant's current API key to its owner */
        get: operations["revealTenantApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant this key belongs to */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the business name, whether codes go by SMS, the caps on codes to one destination, and customer receipts */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/api/tenants/{tenantId}/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show the API key (the dashboard reveals it only when the owner asks) */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/api-key/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the API key; the old key fails at once */
        post: operations["regenerateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/identity-secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's live identity secrets (key ids, never the secrets), newest first */
        get: operations["listIdentitySecrets"];
        put?: never;
        /** A new HS256 secret (32 random bytes, base64url) for signing identity tokens: shown in this answer only; sign with its UTF-8 text and put key_id in the token's kid */
        post: operations["createIdentitySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/identity-secrets/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Retire a secret at once: tokens signed with it are refused from now on */
        delete: operations["retireIdentitySecret"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/identity-jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the HTTPS address of the tenant's JWKS (its RS256/ES256 keys, fetched by a worker, cached by Cache-Control): a token whose kid is no identity secret is checked with that kid's JWKS key */
        put: operations["setIdentityJwks"];
        post?: never;
        /** Stop using the JWKS: tokens signed with its keys are refused from now on */
        delete: operations["clearIdentityJwks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/fraud-signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fraud signals per day: codes sent and capped per destination, wrong-code runs, identity mismatches, the top destinations (masked) */
        get: operations["getFraudSignals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/verify-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match a fictional customer; no code is ever sent (it is always 123456) */
        post: operations["demoVerifyIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the code (123456) and return a 30-minute session_token */
        post: operations["demoVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/session-for-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The optional sixth endpoint: a 30-minute session_token for the fictional customer a business's own server signed in (found by email, else phone_number; name and sub must agree when given) */
        post: operations["demoSessionForIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/account-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's account object */
        post: operations["demoAccountSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's 10 most recent orders, most recent first */
        post: operations["demoOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's 12 most recent invoices, most recent first */
        post: operations["demoInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/track-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Track Order template (spec part C): one of the session's own orders with status, courier, tracking and eta */
        post: operations["demoTrackOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/rest/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** REST-bridge style: customers by email or phone as {data: [id, name, email, phone, postcode]} (Bearer demo key) */
        get: operations["demoRestCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/rest/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** REST-bridge style: every order of a customer id as {data: [...]} (Bearer demo key) */
        get: operations["demoRestOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/vendor/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor-style: every order of a customer id (empty for an unknown id) */
        get: operations["demoVendorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connect-demo/v1/vendor/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor-style: customers by email, or by phone on its last ten digits (empty when unknown) */
        get: operations["demoVendorCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/account-connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Account Connect settings (the key only as set / not set) and the last chain test */
        get: operations["getAccountConnect"];
        /** Save the base address, key and header, then run the chain test with the test customer */
        put: operations["saveAccountConnect"];
        post?: never;
        /** Remove the settings and the stored key */
        delete: operations["removeAccountConnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/account-connect/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the chain test again on the saved settings */
        post: operations["testAccountConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/account-connect/pending/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the chain test again on the new settings that wait beside the live ones; they go live once verification passes */
        post: operations["testPendingAccountConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/account-connect/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard the new settings that wait beside the live ones (the live settings are unchanged) */
        delete: operations["discardPendingAccountConnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/account-connect/use-to-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use Account Connect to verify customers: the connection that verified before stops (its access key is retired unless it answers tracking), in one transaction */
        post: operations["useAccountConnectToVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/account-connect/track-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Name (or remove) your Track Order endpoint; it is called only for verified customers, for orders on their account */
        put: operations["setAccountConnectTrackOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/verify-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match the customer (full name + postcode, email or mobile) through the tenant's verifying connection; returns the service's otp_token */
        post: operations["verifyIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the code; returns a 30-minute session_token bound to this tenant (and conversation, when given) */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/account-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's account object */
        post: operations["readAccountSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's 10 most recent orders, most recent first; more and more_count say how many were left out */
        post: operations["readOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's 12 most recent invoices, most recent first; more and more_count say how many were left out */
        post: operations["readInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's bookings, upcoming soonest first, then past (5 at most; more_count for the rest) */
        post: operations["readBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's subscriptions and memberships (10 at most; more_count for the rest) */
        post: operations["readSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's support tickets (the service's support desk and connected helpdesks), most recently updated first (10 at most; more_count for the rest) */
        post: operations["readTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/order-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parcel tracking through the tenant's tracking connection: by tracking number without verification, by order number only for the verified customer's own order */
        post: operations["trackOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/conversations/{conversationId}/identify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in a customer who is already signed in on the business's own site, from the bot platform's server (never the model): an identity token (JWT, HS256, kid = a key_id, aud tenant:<id>, at most 10 minutes, single-use jti) instead of a code */
        post: operations["identifyConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{ticketId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's events, oldest first (ticket.created, then each ticket.updated with its changes) */
        get: operations["listTicketEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/activity/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the tenant's bot is live: its newest bot call and the last 24 hours' calls by outcome (never customer data) */
        get: operations["getBotActivitySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's activity log: one record per bot call (time, channel, tool or endpoint, conversation, connections, outcome, rows, duration; never customer data), newest first, kept 30 days */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bot's tools as JSON-schema tool definitions (also in OpenAI's or Anthropic's shape) */
        get: operations["listTools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/conversations/{conversationId}/tools/{tool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a tool for one of the account's conversations; account tools (and tracking by order number) answer needs_verification until the conversation is verified */
        post: operations["runTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/preview/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a preview conversation: the owner plays a customer; it raises no webhooks and is not listed among conversations */
        post: operations["startPreviewConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/preview/conversations/{conversationId}/tools/{tool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run one of the bot's tools in a preview conversation, through the same runner as the tools endpoint and MCP */
        post: operations["runPreviewTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/conversations/{conversationId}/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The conversation's Model Context Protocol server (Streamable HTTP, JSON responses): tools/list and tools/call over the bot's toolset, behind the same gate */
        post: operations["callConversationMcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot-api/create-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raise a ticket for the team (every change request becomes one); the same customer again within three hours joins their open ticket */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's tickets, newest first */
        get: operations["listTickets"];
        put?: never;
        /** The team raises a ticket itself (a customer who phoned): always a new ticket, ticket.created raised */
        post: operations["openTeamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket with its notes and the history of its changes */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change status, priority or assignee (raises ticket.updated with the changes, except for a preview conversation's ticket; kept in its history) and/or add a team note (raises nothing) */
        patch: operations["updateTicket"];
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's conversations, newest first */
        get: operations["listConversations"];
        put?: never;
        /** Start a conversation (raises conversation.started); with an external_id already used by the account, returns that conversation (200) and raises nothing */
        post: operations["startConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its messages and comments */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a message (a customer message raises message.received; bot and team replies raise nothing) */
        post: operations["addConversationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the conversation to the team (raises conversation.handed_over) */
        post: operations["handOverConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the conversation: status completed (raises conversation.ended; the verified customer's receipt, when one is due, is sent) */
        post: operations["closeConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment (raises comment.created with author, external_ref and identity) */
        post: operations["addConversationComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/recognised": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer is recognised as returning (raises customer.identified, method recognised, with customer_profile_id) */
        post: operations["markConversationRecognised"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a sandbox exists, and its sbx_ key (with the sbx_ key: the sandbox itself) */
        get: operations["getSandbox"];
        put?: never;
        /** Create and seed the sandbox (live key); an existing sandbox is returned unchanged */
        post: operations["createSandbox"];
        /** Delete the sandbox and everything in it (live key); its sbx_ key stops working at once */
        delete: operations["deleteSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wipe the sandbox's conversations and tickets and seed them again; Account Connect back to the demo. Keeps the sbx_ key, webhooks and connections */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List endpoints and every valid event name */
        get: operations["listWebhooks"];
        put?: never;
        /** Register an endpoint; its secret is shown only in this response */
        post: operations["registerWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent deliveries, newest first, with every attempt; filter by status and event */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery: its exact payload, and per attempt the headers sent and the first 1 KB of the receiver's answer */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one delivery again: same X-Service-Delivery, same body bytes, a new round of attempts in the log */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again every delivery to this endpoint that ended failed since a moment, oldest first (sample deliveries excepted) */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed conversation.started sample marked test true to this endpoint only, now: logged as a test delivery, reported here */
        post: operations["sendWebhookSample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new secret (shown only in this response); the previous one keeps signing for 24 hours beside it, then is dropped */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an endpoint (its delivery log stays) */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's connections (never their secrets) */
        get: operations["listConnections"];
        put?: never;
        /** Connect a catalogue connector: check the settings, store them (secrets encrypted) and run the connection test */
        post: operations["connectConnector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One connection (never its secrets) */
        get: operations["getConnection"];
        /** Reconnect with new keys: they are tested first; a working connection keeps its live keys until the new ones pass (failing ones wait as connection.pending) */
        put: operations["reconnectConnection"];
        post?: never;
        /** Disconnect: stored credentials and the access key are deleted outright */
        delete: operations["disconnectConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the connection test again (made-up customer) */
        post: operations["testConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/use-to-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use this connection to verify customers: returns a new scc_ access key once; the previous key stops working at once */
        post: operations["useConnectionToVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/use-for-tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use this connection to answer parcel tracking; access_key is a new scc_ key when it had none, else null */
        post: operations["useConnectionForTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/use-for-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use this working connection to supply data: the bot reads it (beside the verifier) for verified customers it can find by their verified email or mobile */
        post: operations["useConnectionForData"];
        /** Stop using this connection to supply data */
        delete: operations["stopConnectionForData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/pending/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test the waiting new keys again; they replace the live ones once a capability passes */
        post: operations["testPendingConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard the waiting new keys; the live ones are unchanged */
        delete: operations["discardPendingConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/verify-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find and match the customer; send a one-time code to contact details on the account */
        post: operations["connectVerifyIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the code; returns a 30-minute session_token for this connection */
        post: operations["connectVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/account-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's record, balance and mapped account fields */
        post: operations["connectReadAccountSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's orders (rows naming another customer's email are dropped) */
        post: operations["connectReadOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's invoices (rows naming another customer's email are dropped) */
        post: operations["connectReadInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's bookings (rows naming another customer's email are dropped) */
        post: operations["connectReadBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's subscriptions (rows naming another customer's email are dropped) */
        post: operations["connectReadSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verified customer's tickets (rows naming another customer's email are dropped) */
        post: operations["connectReadTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{connectionId}/order-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parcel tracking by tracking number (no verification) or by order number with a session of this connection */
        post: operations["connectOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every connector the service can connect to, by category (ETag; 304 on If-None-Match) */
        get: operations["getCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors/smoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest smoke result: every catalogue connector's capabilities run against the vendors' documented example replies, no network, no customer data; refreshed at most hourly */
        get: operations["getSmokeResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/oauth/{connector}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start OAuth sign-in: creates a pending connection and redirects to the vendor consent screen (read scopes only); Accept: application/json answers the URL instead */
        get: operations["startOauthSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's redirect after sign-in: exchanges the code, runs the connection test, and returns the user to the dashboard with connector=ok|failing|cancelled|failed|expired */
        get: operations["finishOauthSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants/{tenantId}/connectors/{connectionId}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set config fields after connecting (e.g. the Xero organisation id an OAuth sign-in reveals), then run the connection test again */
        put: operations["setConnectionConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/this-wasnt-me/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A receipt's "This wasn't me" page: asks the customer to confirm with a button (changes nothing) */
        get: operations["openReceiptDisputePage"];
        put?: never;
        /** Confirm "This wasn't me": the conversation's verified session ends, codes to the customer's contact are refused for 24 hours, a High-priority ticket is opened and customer.verification_disputed is raised; a second confirm changes nothing */
        post: operations["confirmReceiptDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notify/sms/status/{clientMsgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SMS provider delivery-status callback (signed URL) */
        post: operations["reportSmsStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a single-use sign-in link (15 minutes) when the address is an account owner's; the answer is the same either way */
        post: operations["requestSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open a sign-in link: starts a 12-hour dashboard session (HttpOnly cookie dash_session, plus the csrf_token cookie) and redirects into the dashboard */
        get: operations["openSignInLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the dashboard session (cookie request: send X-CSRF-Token) and clear its cookies */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in to the dashboard (by the session cookie), with the CSRF token to send on state-changing requests */
        get: operations["getSignedInOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development only (absent when NODE_ENV=production): the emails and texts the service sent, newest first, at most 50; with NODE_ENV=development it also answers a signed-out browser on the same machine (loopback, no proxy) */
        get: operations["listDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A refusal in one sentence */
        ErrorDetail: {
            detail: string;
        };
        /** @description One item per problem found */
        ValidationFailure: {
            detail: components["schemas"]["ValidationIssue"][];
        };
        ValidationIssue: {
            /** @description Where: "body", "query" or "path", then the field path, e.g. ["body","full_name"] */
            loc: (string | number)[];
            msg: string;
            /** @description Machine-readable kind, e.g. missing, invalid_type, too_small, unrecognized_keys, json_invalid */
            type: string;
        };
        /** @description The change was refused; message says why (errors names each field) */
        SettingsRefusal: {
            /** @enum {boolean} */
            success: false;
            message: string;
            errors?: {
                /** @description The setting or secret ('' for the connection as a whole) */
                field: string;
                message: string;
            }[];
        };
        /** @description A refusal as the Account Connect contract words it */
        WrappedRefusal: {
            detail: {
                /** @enum {boolean} */
                success: false;
                message: string;
            };
        };
        ToolNotFound: {
            detail: string;
            /** @description Present when the tool name is unknown: the names there are */
            valid_tools?: string[];
        };
        JsonRpcError: {
            /** @enum {string} */
            jsonrpc: "2.0";
            error: {
                code: number;
                message: string;
            };
            id: string | number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ErrorDetail = components['schemas']['ErrorDetail'];
export type ValidationFailure = components['schemas']['ValidationFailure'];
export type ValidationIssue = components['schemas']['ValidationIssue'];
export type SettingsRefusal = components['schemas']['SettingsRefusal'];
export type WrappedRefusal = components['schemas']['WrappedRefusal'];
export type ToolNotFound = components['schemas']['ToolNotFound'];
export type JsonRpcError = components['schemas']['JsonRpcError'];
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        /** @enum {string} */
                        redis: "ok" | "down";
                        /** @enum {string} */
                        postgres: "ok" | "down";
                    };
                };
            };
            /** @description a dependency is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        /** @enum {string} */
                        redis: "ok" | "down";
                        /** @enum {string} */
                        postgres: "ok" | "down";
                    };
                };
            };
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    business_name?: string;
                    /** Format: email */
                    owner_email: string;
                    sms_enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description created; the key is shown once here */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenant_id: number;
                        api_key: string;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description bad admin token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    revealTenantApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenant_id: number;
                        api_key: string;
                    };
                };
            };
            /** @description Missing or wrong X-Admin-Token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no such tenant */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenant_id: number;
                        name: string;
                        business_name: string;
                        owner_email: string;
                        sms_enabled: boolean;
                        /** @description Caps on codes to one destination, across every connection and conversation */
                        code_caps: {
                            /** @description Codes one email address or mobile may be sent in 10 minutes (the tenant setting, else the default 5) */
                            per_10_minutes: number;
                            /** @description Codes one email address or mobile may be sent in 24 hours (the tenant setting, else the default 10) */
                            per_24_hours: number;
                            /** @description What the tenant set (null: the default) */
                            set_10_minutes: number | null;
                            set_24_hours: number | null;
                        };
                        /** @description Send a verified customer a receipt of what the bot read (kinds and row counts, never the data), with a "This wasn't me" link */
                        customer_receipts: boolean;
                        /** @description Where the tenant publishes the RS256/ES256 keys its server signs identity tokens with (PUT .../identity-jwks); null: none */
                        identity_jwks_url: string | null;
                        sandbox: boolean;
                        /** @description Which source verifies customers: Account Connect, one connection, or none */
                        verifier: {
                            /** @enum {string} */
                            kind: "account_connect";
                        } | {
                            /** @enum {string} */
                            kind: "connector";
                            connection_id: number;
                            connector: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Shown in code texts: "<business name> verification code: ..." */
                    business_name?: string;
                    /** @description Send codes by text when the record holds a mobile */
                    sms_enabled?: boolean;
                    /** @description Fewer codes to one destination in 10 minutes than the default 5; null for the default */
                    code_cap_10_minutes?: number | null;
                    /** @description Fewer codes to one destination in 24 hours than the default 10; null for the default */
                    code_cap_24_hours?: number | null;
                    /** @description Send the verified customer a receipt of what the bot read (off by default) */
                    customer_receipts?: boolean;
                };
            };
        };
        responses: {
            /** @description the tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenant_id: number;
                        name: string;
                        business_name: string;
                        owner_email: string;
                        sms_enabled: boolean;
                        /** @description Caps on codes to one destination, across every connection and conversation */
                        code_caps: {
                            /** @description Codes one email address or mobile may be sent in 10 minutes (the tenant setting, else the default 5) */
                            per_10_minutes: number;
                            /** @description Codes one email address or mobile may be sent in 24 hours (the tenant setting, else the default 10) */
                            per_24_hours: number;
                            /** @description What the tenant set (null: the default) */
                            set_10_minutes: number | null;
                            set_24_hours: number | null;
                        };
                        /** @description Send a verified customer a receipt of what the bot read (kinds and row counts, never the data), with a "This wasn't me" link */
                        customer_receipts: boolean;
                        /** @description Where the tenant publishes the RS256/ES256 keys its server signs identity tokens with (PUT .../identity-jwks); null: none */
                        identity_jwks_url: string | null;
                        sandbox: boolean;
                        /** @description Which source verifies customers: Account Connect, one connection, or none */
                        verifier: {
                            /** @enum {string} */
                            kind: "account_connect";
                        } | {
                            /** @enum {string} */
                            kind: "connector";
                            connection_id: number;
                            connector: string;
                        } | null;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the current key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key: string;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    regenerateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the new key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        api_key: string;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listIdentitySecrets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the secrets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        secrets: {
                            key_id: string;
                            /** @enum {string} */
                            alg: "HS256";
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description When a token signed with it was last accepted (to the minute); null: never */
                            last_used_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    createIdentitySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the new secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        key_id: string;
                        secret: string;
                        /** @enum {string} */
                        alg: "HS256";
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    retireIdentitySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                /** @description A key_id from POST .../identity-secrets */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description retired */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no such key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    setIdentityJwks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The HTTPS address of the tenant's JWKS (RFC 7517): RS256 (RSA) and ES256 (EC P-256) keys, each with a kid */
                    jwks_url: string;
                };
            };
        };
        responses: {
            /** @description saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        jwks_url: string;
                    };
                };
            };
            /** @description That address can't be used: ...; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    clearIdentityJwks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description cleared */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getFraudSignals: {
        parameters: {
            query?: {
                /** @description Days back, today first (default 7) */
                days?: number;
            };
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the last days, today first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        caps: {
                            per_10_minutes: number;
                            per_24_hours: number;
                            wrong_codes_per_10_minutes: number;
                        };
                        days: {
                            /** @description UTC day, YYYY-MM-DD */
                            day: string;
                            codes_sent: number;
                            /** @description codes refused because a destination had its cap, or was blocked */
                            codes_capped: number;
                            /** @description otp_tokens out of guesses (5 wrong codes), and destinations that reached 10 wrong codes in 10 minutes */
                            wrong_code_runs: number;
                            /** @description verify-identity calls that matched no customer (a burst is someone trying names) */
                            identity_mismatches: number;
                            /** @description signed identity tokens refused: bad signature, unknown or retired key, expired, replayed, wrong audience or algorithm */
                            identity_token_refusals: number;
                            capped_destinations: number;
                            /** @description The 5 destinations codes were asked for most (sent or capped) */
                            top_destinations: {
                                /** @description Masked as the spec masks it: j***@example.com, or mobile ending 123 */
                                destination: string;
                                codes_sent: number;
                                codes_capped: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid query */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoVerifyIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name: string;
                    /** @default  */
                    postcode?: string;
                    /** @default  */
                    email?: string;
                    /** @default  */
                    mobile_number?: string;
                };
            };
        };
        responses: {
            /** @description otp_token and the masked destination, or the one mismatch message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp_token: string;
                    otp_code: string | number;
                };
            };
        };
        responses: {
            /** @description session_token, or a wrong / expired / too-many-codes message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoSessionForIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sub?: string;
                    email?: string;
                    phone_number?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description session_token, or the one mismatch message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoAccountSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_token: string;
                };
            };
        };
        responses: {
            /** @description success true with the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_token: string;
                };
            };
        };
        responses: {
            /** @description success true with the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_token: string;
                };
            };
        };
        responses: {
            /** @description success true with the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoTrackOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_token: string;
                    order_number: string;
                };
            };
        };
        responses: {
            /** @description the order, or success false for an order not on this account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoRestCustomers: {
        parameters: {
            query?: {
                email?: string;
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Missing or wrong bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoRestOrders: {
        parameters: {
            query?: {
                customer_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Missing or wrong bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoVendorOrders: {
        parameters: {
            query: {
                customer_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Missing or wrong X-API-Key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    demoVendorCustomers: {
        parameters: {
            query?: {
                email?: string;
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customers: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Missing or wrong X-API-Key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getAccountConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        base_url: string | null;
                        header_name: string | null;
                        api_key_set: boolean;
                        steps: {
                            verify_identity: boolean;
                            verify_otp: boolean;
                            account_summary: boolean;
                            orders: boolean;
                            invoices: boolean;
                        };
                        last_test: {
                            [key: string]: unknown;
                        } | null;
                        tested_at: string | null;
                        last_error: string | null;
                        last_error_at: string | null;
                        /** @description Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection) */
                        verifies: boolean;
                        /** @description Path of your optional Track Order endpoint under the base address */
                        track_order_path: string | null;
                        /** @description new settings that failed verification and wait beside the live ones (which still answer the bot); null when none */
                        pending: {
                            base_url: string;
                            header_name: string;
                            chain_test: {
                                [key: string]: unknown;
                            };
                            tested_at: string;
                            message: string;
                            /** @description the real cause at the first failed step, e.g. "could not reach the address (ENOTFOUND)" */
                            cause: string | null;
                        } | null;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    saveAccountConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where your five endpoints live, e.g. https://api.example.com/account-connect */
                    base_url: string;
                    /** @description The key your endpoints expect; leave out to keep the stored one */
                    api_key?: string;
                    /** @description Header the key goes in; default X-API-Key */
                    header_name?: string;
                };
            };
        };
        responses: {
            /** @description saved; success tells whether every step passed (failed steps stay switched off) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        settings: {
                            configured: boolean;
                            base_url: string | null;
                            header_name: string | null;
                            api_key_set: boolean;
                            steps: {
                                verify_identity: boolean;
                                verify_otp: boolean;
                                account_summary: boolean;
                                orders: boolean;
                                invoices: boolean;
                            };
                            last_test: {
                                [key: string]: unknown;
                            } | null;
                            tested_at: string | null;
                            last_error: string | null;
                            last_error_at: string | null;
                            /** @description Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection) */
                            verifies: boolean;
                            /** @description Path of your optional Track Order endpoint under the base address */
                            track_order_path: string | null;
                        };
                        chain_test: {
                            passed: boolean;
                            message: string;
                            problem: string | null;
                            steps: {
                                step: string;
                                name: string;
                                /** @enum {string} */
                                result: "passed" | "failed" | "skipped";
                                status: number | null;
                                message: string | null;
                                cause: string | null;
                                detail: string | null;
                            }[];
                        };
                        /**
                         * @description pending: the new settings failed at verify-identity or verify-otp, so the last working settings stay live
                         * @enum {string}
                         */
                        applied: "live" | "pending";
                        /** @description new settings that failed verification and wait beside the live ones (which still answer the bot); null when none */
                        pending: {
                            base_url: string;
                            header_name: string;
                            chain_test: {
                                [key: string]: unknown;
                            };
                            tested_at: string;
                            message: string;
                            /** @description the real cause at the first failed step, e.g. "could not reach the address (ENOTFOUND)" */
                            cause: string | null;
                        } | null;
                    };
                };
            };
            /** @description That address can't be used: ... / Enter the API key your system expects / header name; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    removeAccountConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    testAccountConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the chain test */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        settings: {
                            configured: boolean;
                            base_url: string | null;
                            header_name: string | null;
                            api_key_set: boolean;
                            steps: {
                                verify_identity: boolean;
                                verify_otp: boolean;
                                account_summary: boolean;
                                orders: boolean;
                                invoices: boolean;
                            };
                            last_test: {
                                [key: string]: unknown;
                            } | null;
                            tested_at: string | null;
                            last_error: string | null;
                            last_error_at: string | null;
                            /** @description Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection) */
                            verifies: boolean;
                            /** @description Path of your optional Track Order endpoint under the base address */
                            track_order_path: string | null;
                        };
                        chain_test: {
                            passed: boolean;
                            message: string;
                            problem: string | null;
                            steps: {
                                step: string;
                                name: string;
                                /** @enum {string} */
                                result: "passed" | "failed" | "skipped";
                                status: number | null;
                                message: string | null;
                                cause: string | null;
                                detail: string | null;
                            }[];
                        };
                        /**
                         * @description pending: the new settings failed at verify-identity or verify-otp, so the last working settings stay live
                         * @enum {string}
                         */
                        applied: "live" | "pending";
                        /** @description new settings that failed verification and wait beside the live ones (which still answer the bot); null when none */
                        pending: {
                            base_url: string;
                            header_name: string;
                            chain_test: {
                                [key: string]: unknown;
                            };
                            tested_at: string;
                            message: string;
                            /** @description the real cause at the first failed step, e.g. "could not reach the address (ENOTFOUND)" */
                            cause: string | null;
                        } | null;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description not set up */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    testPendingAccountConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the chain test */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        settings: {
                            configured: boolean;
                            base_url: string | null;
                            header_name: string | null;
                            api_key_set: boolean;
                            steps: {
                                verify_identity: boolean;
                                verify_otp: boolean;
                                account_summary: boolean;
                                orders: boolean;
                                invoices: boolean;
                            };
                            last_test: {
                                [key: string]: unknown;
                            } | null;
                            tested_at: string | null;
                            last_error: string | null;
                            last_error_at: string | null;
                            /** @description Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection) */
                            verifies: boolean;
                            /** @description Path of your optional Track Order endpoint under the base address */
                            track_order_path: string | null;
                        };
                        chain_test: {
                            passed: boolean;
                            message: string;
                            problem: string | null;
                            steps: {
                                step: string;
                                name: string;
                                /** @enum {string} */
                                result: "passed" | "failed" | "skipped";
                                status: number | null;
                                message: string | null;
                                cause: string | null;
                                detail: string | null;
                            }[];
                        };
                        /**
                         * @description pending: the new settings failed at verify-identity or verify-otp, so the last working settings stay live
                         * @enum {string}
                         */
                        applied: "live" | "pending";
                        /** @description new settings that failed verification and wait beside the live ones (which still answer the bot); null when none */
                        pending: {
                            base_url: string;
                            header_name: string;
                            chain_test: {
                                [key: string]: unknown;
                            };
                            tested_at: string;
                            message: string;
                            /** @description the real cause at the first failed step, e.g. "could not reach the address (ENOTFOUND)" */
                            cause: string | null;
                        } | null;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description There are no new settings waiting. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    discardPendingAccountConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description discarded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description There are no new settings waiting. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    useAccountConnectToVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account Connect verifies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        settings: {
                            configured: boolean;
                            base_url: string | null;
                            header_name: string | null;
                            api_key_set: boolean;
                            steps: {
                                verify_identity: boolean;
                                verify_otp: boolean;
                                account_summary: boolean;
                                orders: boolean;
                                invoices: boolean;
                            };
                            last_test: {
                                [key: string]: unknown;
                            } | null;
                            tested_at: string | null;
                            last_error: string | null;
                            last_error_at: string | null;
                            /** @description Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection) */
                            verifies: boolean;
                            /** @description Path of your optional Track Order endpoint under the base address */
                            track_order_path: string | null;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Account Connect is not set up */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    setAccountConnectTrackOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description e.g. /track-order: receives order_number (and session_token) and returns order_number, status, courier, tracking, eta; null removes it */
                    track_order_path: string | null;
                };
            };
        };
        responses: {
            /** @description saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        settings: {
                            configured: boolean;
                            base_url: string | null;
                            header_name: string | null;
                            api_key_set: boolean;
                            steps: {
                                verify_identity: boolean;
                                verify_otp: boolean;
                                account_summary: boolean;
                                orders: boolean;
                                invoices: boolean;
                            };
                            last_test: {
                                [key: string]: unknown;
                            } | null;
                            tested_at: string | null;
                            last_error: string | null;
                            last_error_at: string | null;
                            /** @description Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection) */
                            verifies: boolean;
                            /** @description Path of your optional Track Order endpoint under the base address */
                            track_order_path: string | null;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Account Connect is not set up */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    verifyIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name: string;
                    /** @default  */
                    postcode?: string;
                    /** @default  */
                    email?: string;
                    /** @default  */
                    mobile_number?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-identity; may be left out when conversation_id is given */
                    otp_token?: string;
                    otp_code: string | number;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    readAccountSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-otp; may be left out when conversation_id is given */
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    readOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-otp; may be left out when conversation_id is given */
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    readInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-otp; may be left out when conversation_id is given */
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    readBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-otp; may be left out when conversation_id is given */
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    readSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-otp; may be left out when conversation_id is given */
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    readTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From verify-otp; may be left out when conversation_id is given */
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    trackOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 8 or more letters and digits, at least one digit: no verification needed */
                    tracking_number?: string;
                    /** @description Needs a verified session (session_token or conversation_id); only the verified customer's own order is shown */
                    order_number?: string;
                    /** @description Passed to carriers that need it with the number */
                    postcode?: string;
                    session_token?: string;
                    /** @description The tenant's conversation this call belongs to */
                    conversation_id?: number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false, system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description An unknown or expired session (account calls); or: Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    identifyConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A JWT the business's own server signed (header kid = a key_id) */
                    identity_token: string;
                };
            };
        };
        responses: {
            /** @description success true with method signed_identity (the conversation now holds a 30-minute session), or success false: a token that could not be checked, no such customer, or a verifier that cannot take signed identities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description the conversation is completed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a conversation the account does not have */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    listTicketEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            event: string;
                            created_at: string;
                            data: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Ticket not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getBotActivitySummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the newest bot call; dashboard previews do not count */
                        last_call_at: string | null;
                        /** @enum {string|null} */
                        last_channel: "platform_api" | "conversation_tool" | "connect" | "mcp" | "preview" | null;
                        last_24h: {
                            calls: number;
                            by_outcome: {
                                ok?: number;
                                partial?: number;
                                code_sent?: number;
                                verified?: number;
                                no_match?: number;
                                wrong_code?: number;
                                too_many?: number;
                                code_expired?: number;
                                needs_verification?: number;
                                declined?: number;
                                system_error?: number;
                                rate_limited?: number;
                                session_expired?: number;
                                verifier_changed?: number;
                                not_found?: number;
                                invalid?: number;
                            };
                        };
                        preview: {
                            last_at: string | null;
                            /** @description the newest verified preview conversation */
                            verified_at: string | null;
                        };
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found (another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listActivity: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                outcome?: "ok" | "partial" | "code_sent" | "verified" | "no_match" | "wrong_code" | "too_many" | "code_expired" | "needs_verification" | "declined" | "system_error" | "rate_limited" | "session_expired" | "verifier_changed" | "not_found" | "invalid";
                connection_id?: number;
            };
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of records and the cursor of the next (older) page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activity: {
                            id: string;
                            at: string;
                            /** @enum {string} */
                            channel: "platform_api" | "conversation_tool" | "connect" | "mcp" | "preview";
                            action: string;
                            conversation_id: number | null;
                            connection_ids: number[];
                            /** @enum {string} */
                            outcome: "ok" | "partial" | "code_sent" | "verified" | "no_match" | "wrong_code" | "too_many" | "code_expired" | "needs_verification" | "declined" | "system_error" | "rate_limited" | "session_expired" | "verifier_changed" | "not_found" | "invalid";
                            rows: number;
                            duration_ms: number;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found (another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid filter or cursor */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listTools: {
        parameters: {
            query?: {
                /** @description openai: function tools ({type, function}); anthropic: {name, description, input_schema}; omitted: {name, description, input_schema} */
                format?: "openai" | "anthropic";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the tool definitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        format?: string;
                        tools: unknown[];
                        execute: string;
                        mcp: string;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description unknown format */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    runTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
                /** @description A tool name from GET /api/chatbot-api/tools */
                tool: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description the tool's answer, shaped for the bot's read (success false for normal negatives: needs_verification, system_error, conversation_closed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description unknown tool ({detail, valid_tools}) or a conversation the account does not have; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolNotFound"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description arguments of the wrong type or unknown arguments; detail items with loc like ["body","subject"] */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description verification rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    startPreviewConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description started */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation_id: number;
                        /** @enum {boolean} */
                        preview: true;
                        read_limit: number;
                        tools: {
                            name: string;
                            description: string;
                            /** @enum {string} */
                            gate: "open" | "verified" | "verified_for_order_number";
                            input_schema?: unknown;
                        }[];
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found (another tenant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    runPreviewTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                conversationId: number;
                /** @description A tool name from GET /api/chatbot-api/tools */
                tool: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description what the bot would receive, and its length against the bot read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tool: string;
                        /** @description exactly what the bot receives from the tools endpoint and MCP */
                        result: {
                            [key: string]: unknown;
                        };
                        /** @description length of the result as JSON */
                        characters: number;
                        /** @description about how much of a tool result the bot reads (2,000 characters) */
                        read_limit: number;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Preview conversation not found / Unknown tool */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description arguments of the wrong type or unknown arguments */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description verification rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    callConversationMcp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    method: string;
                    params?: unknown;
                    id?: string | number;
                };
            };
        };
        responses: {
            /** @description JSON-RPC response (Accept must include application/json and text/event-stream) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id: string | number | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description a notification or response from the client was accepted (no body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description not a JSON-RPC message; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcError"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a conversation the account does not have */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Accept header without application/json and text/event-stream */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcError"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Content-Type is not application/json; or: Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcError"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description May be empty when a valid session_token is given: the verified name is used */
                    customer_name: string;
                    subject: string;
                    description: string;
                    customer_email?: string | null;
                    customer_mobile?: string | null;
                    /** @description Sets the priority; not stored; unknown values count as general */
                    category?: string | null;
                    /** @description From the verification endpoints of the platform API */
                    session_token?: string | null;
                    /** @description One of the tenant's conversations; any other value is ignored and the ticket is created unlinked */
                    conversation_id?: number | null;
                };
            };
        };
        responses: {
            /** @description the ticket (new, or the open one this request joined) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @description Names the ticket number */
                        message: string;
                        data: {
                            ticket_number: string;
                            ticket_id: number;
                            /**
                             * @description open on creation
                             * @enum {string}
                             */
                            status: "open" | "pending" | "resolved" | "closed";
                            /** @description true when the same customer had an open ticket from the last three hours and this request was added to it as a note */
                            joined_existing: boolean;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body; detail items with loc like ["body","subject"] */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listTickets: {
        parameters: {
            query?: {
                status?: "open" | "pending" | "resolved" | "closed";
                limit?: number;
                /** @description next_before of the previous page */
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page of tickets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        count: number;
                        data: {
                            ticket_id: number;
                            ticket_number: string;
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            priority: "Low" | "Medium" | "High";
                            /** @enum {string} */
                            status: "open" | "pending" | "resolved" | "closed";
                            conversation_id: number | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            assigned_to_user_id: number | null;
                            created_at: string;
                            updated_at: string;
                            /** @description raised in a dashboard preview conversation: real in the desk, but it raises no webhooks */
                            preview: boolean;
                        }[];
                        next_before: number | null;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    openTeamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    description: string;
                    /**
                     * @default Medium
                     * @enum {string}
                     */
                    priority?: "Low" | "Medium" | "High";
                    customer_name?: string | null;
                    customer_email?: string | null;
                    customer_mobile?: string | null;
                    /** @description One of the tenant's conversations; any other value leaves the ticket unlinked */
                    conversation_id?: number | null;
                    assigned_to_user_id?: number | null;
                };
            };
        };
        responses: {
            /** @description the new ticket */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        data: {
                            ticket_id: number;
                            ticket_number: string;
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            priority: "Low" | "Medium" | "High";
                            /** @enum {string} */
                            status: "open" | "pending" | "resolved" | "closed";
                            conversation_id: number | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            assigned_to_user_id: number | null;
                            created_at: string;
                            updated_at: string;
                            /** @description raised in a dashboard preview conversation: real in the desk, but it raises no webhooks */
                            preview: boolean;
                            notes: {
                                note_id: number;
                                /** @enum {string} */
                                kind: "team" | "repeat_contact";
                                body: string;
                                conversation_id: number | null;
                                author_user_id: number | null;
                                created_at: string;
                            }[];
                            /** @description the team's changes of status, priority and assignee, oldest first */
                            history: {
                                at: string;
                                /** @description each changed field (status, priority, assigned_to_user_id) with from and to */
                                changes: {
                                    [key: string]: {
                                        from?: unknown;
                                        to?: unknown;
                                    };
                                };
                                author_user_id: number | null;
                            }[];
                            /** @description the statuses this ticket may move to (the ticket state table) */
                            next_statuses: ("open" | "pending" | "resolved" | "closed")[];
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body; detail items with loc like ["body","subject"] */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            ticket_id: number;
                            ticket_number: string;
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            priority: "Low" | "Medium" | "High";
                            /** @enum {string} */
                            status: "open" | "pending" | "resolved" | "closed";
                            conversation_id: number | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            assigned_to_user_id: number | null;
                            created_at: string;
                            updated_at: string;
                            /** @description raised in a dashboard preview conversation: real in the desk, but it raises no webhooks */
                            preview: boolean;
                            notes: {
                                note_id: number;
                                /** @enum {string} */
                                kind: "team" | "repeat_contact";
                                body: string;
                                conversation_id: number | null;
                                author_user_id: number | null;
                                created_at: string;
                            }[];
                            /** @description the team's changes of status, priority and assignee, oldest first */
                            history: {
                                at: string;
                                /** @description each changed field (status, priority, assigned_to_user_id) with from and to */
                                changes: {
                                    [key: string]: {
                                        from?: unknown;
                                        to?: unknown;
                                    };
                                };
                                author_user_id: number | null;
                            }[];
                            /** @description the statuses this ticket may move to (the ticket state table) */
                            next_statuses: ("open" | "pending" | "resolved" | "closed")[];
                        };
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Ticket not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    updateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "open" | "pending" | "resolved" | "closed";
                    /** @enum {string} */
                    priority?: "Low" | "Medium" | "High";
                    /** @description null unassigns */
                    assigned_to_user_id?: number | null;
                    /** @description A team note to add; on its own it raises no event */
                    note?: string;
                    /** @description The note's author */
                    author_user_id?: number | null;
                };
            };
        };
        responses: {
            /** @description the ticket after the change; changed lists the fields ticket.updated reported */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        changed: ("status" | "priority" | "assigned_to_user_id")[];
                        data: {
                            ticket_id: number;
                            ticket_number: string;
                            subject: string;
                            description: string;
                            /** @enum {string} */
                            priority: "Low" | "Medium" | "High";
                            /** @enum {string} */
                            status: "open" | "pending" | "resolved" | "closed";
                            conversation_id: number | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            assigned_to_user_id: number | null;
                            created_at: string;
                            updated_at: string;
                            /** @description raised in a dashboard preview conversation: real in the desk, but it raises no webhooks */
                            preview: boolean;
                            notes: {
                                note_id: number;
                                /** @enum {string} */
                                kind: "team" | "repeat_contact";
                                body: string;
                                conversation_id: number | null;
                                author_user_id: number | null;
                                created_at: string;
                            }[];
                            /** @description the team's changes of status, priority and assignee, oldest first */
                            history: {
                                at: string;
                                /** @description each changed field (status, priority, assigned_to_user_id) with from and to */
                                changes: {
                                    [key: string]: {
                                        from?: unknown;
                                        to?: unknown;
                                    };
                                };
                                author_user_id: number | null;
                            }[];
                            /** @description the statuses this ticket may move to (the ticket state table) */
                            next_statuses: ("open" | "pending" | "resolved" | "closed")[];
                        };
                    };
                };
            };
            /** @description a status change the transition table does not allow; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        status: "open" | "pending" | "resolved" | "closed";
                        allowed_statuses: ("open" | "pending" | "resolved" | "closed")[];
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Ticket not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: {
                status?: "open" | "handed_over" | "completed";
                limit?: number;
                /** @description next_before of the previous page */
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        count: number;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                        }[];
                        next_before: number | null;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    startConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                    customer_name?: string | null;
                    customer_email?: string | null;
                    customer_phone?: string | null;
                    /** @description e.g. en; messages default to it */
                    language?: string | null;
                    /** @description The bot platform's own id for the conversation, unique per account; the same external_id returns the same conversation */
                    external_id?: string;
                    /** @description A signed identity token from the business's own server: the conversation starts identified (the answer's identity says how it went) */
                    identity_token?: string;
                };
            };
        };
        responses: {
            /** @description the conversation that already has this external_id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                        };
                    };
                };
            };
            /** @description the new conversation (with identity when identity_token was given) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                        };
                        /** @description How identifying the customer with identity_token went: as POST /api/chatbot-api/conversations/{id}/identify answers */
                        identity?: {
                            success: boolean;
                            message: string;
                            /** @enum {string} */
                            method?: "signed_identity";
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                            messages: {
                                message_id: number;
                                /** @enum {string} */
                                role: "customer" | "bot" | "team";
                                content: string;
                                language: string | null;
                                author_user_id: number | null;
                                /** @description ISO 8601 */
                                created_at: string;
                            }[];
                            comments: {
                                comment_id: number;
                                comment: string;
                                author: string | null;
                                external_ref: string | null;
                                identity: {
                                    match_key: string | null;
                                    display_name: string | null;
                                } | null;
                                /** @description ISO 8601 */
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    addConversationMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description customer messages raise message.received; bot and team replies are stored and raise nothing
                     * @enum {string}
                     */
                    role: "customer" | "bot" | "team";
                    content: string;
                    language?: string | null;
                    author_user_id?: number | null;
                };
            };
        };
        responses: {
            /** @description the stored message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            message_id: number;
                            /** @enum {string} */
                            role: "customer" | "bot" | "team";
                            content: string;
                            language: string | null;
                            author_user_id: number | null;
                            /** @description ISO 8601 */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description not allowed in the conversation's status; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        status?: "open" | "handed_over" | "completed";
                        allowed_statuses?: ("open" | "handed_over" | "completed")[];
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    handOverConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The team member it goes to; null or omitted: the team */
                    user_id?: number | null;
                };
            };
        };
        responses: {
            /** @description the conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                        };
                    };
                };
            };
            /** @description not allowed in the conversation's status; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        status?: "open" | "handed_over" | "completed";
                        allowed_statuses?: ("open" | "handed_over" | "completed")[];
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    closeConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                        };
                    };
                };
            };
            /** @description not allowed in the conversation's status; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        status?: "open" | "handed_over" | "completed";
                        allowed_statuses?: ("open" | "handed_over" | "completed")[];
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    addConversationComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    author?: string | null;
                    /** @description The caller's own reference for this comment */
                    external_ref?: string | null;
                    /** @description Whom the comment concerns */
                    identity?: {
                        match_key?: string | null;
                        display_name?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description the comment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            comment_id: number;
                            comment: string;
                            author: string | null;
                            external_ref: string | null;
                            identity: {
                                match_key: string | null;
                                display_name: string | null;
                            } | null;
                            /** @description ISO 8601 */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    markConversationRecognised: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation id, or ext:<external_id> for the id the bot platform gave it */
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The tenant's profile of the returning customer */
                    customer_profile_id: number;
                    customer_name?: string | null;
                    customer_email?: string | null;
                    customer_phone?: string | null;
                };
            };
        };
        responses: {
            /** @description the conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            conversation_id: number;
                            external_id: string | null;
                            channel: string;
                            /** @enum {string} */
                            status: "open" | "handed_over" | "completed";
                            customer_name: string | null;
                            customer_email: string | null;
                            customer_phone: string | null;
                            language: string | null;
                            /** @description ISO 8601 */
                            started_at: string;
                            /** @description ISO 8601 */
                            ended_at: string | null;
                            /** @description ISO 8601 */
                            handed_over_at: string | null;
                            handed_over_to_user_id: number | null;
                            /** @enum {string|null} */
                            identified_method: "verified" | "recognised" | null;
                            /** @description ISO 8601 */
                            identified_at: string | null;
                            customer_profile_id: number | null;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the sandbox or none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        exists: boolean;
                        sandbox: {
                            tenant_id: number;
                            live_tenant_id: number;
                            /** @description The sbx_ key */
                            api_key: string;
                            created_at: string;
                            /** @description The public demo after create or reset (code 123456) */
                            account_connect_base_url: string | null;
                            conversations: number;
                            tickets: number;
                        } | null;
                        message?: string;
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    createSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description it already existed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {boolean} */
                        created: false;
                        message: string;
                        sandbox: {
                            tenant_id: number;
                            live_tenant_id: number;
                            /** @description The sbx_ key */
                            api_key: string;
                            created_at: string;
                            /** @description The public demo after create or reset (code 123456) */
                            account_connect_base_url: string | null;
                            conversations: number;
                            tickets: number;
                        };
                        seeded: null;
                    };
                };
            };
            /** @description created and seeded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {boolean} */
                        created: true;
                        message: string;
                        sandbox: {
                            tenant_id: number;
                            live_tenant_id: number;
                            /** @description The sbx_ key */
                            api_key: string;
                            created_at: string;
                            /** @description The public demo after create or reset (code 123456) */
                            account_connect_base_url: string | null;
                            conversations: number;
                            tickets: number;
                        };
                        seeded: {
                            conversations: number;
                            messages: number;
                            comments: number;
                            tickets: number;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Use the live API key (not the sbx_ key) to create or delete the sandbox. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    deleteSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted, or there was none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        deleted: boolean;
                        message: string;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Use the live API key (not the sbx_ key) to create or delete the sandbox. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        sandbox: {
                            tenant_id: number;
                            live_tenant_id: number;
                            /** @description The sbx_ key */
                            api_key: string;
                            created_at: string;
                            /** @description The public demo after create or reset (code 123456) */
                            account_connect_base_url: string | null;
                            conversations: number;
                            tickets: number;
                        };
                        seeded: {
                            conversations: number;
                            messages: number;
                            comments: number;
                            tickets: number;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description There is no sandbox yet — create one with POST /api/sandbox and the live key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description endpoints (never with secrets) and event names */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        webhooks: {
                            id: number;
                            url: string;
                            events: ("conversation.started" | "message.received" | "conversation.handed_over" | "conversation.ended" | "customer.identified" | "ticket.created" | "ticket.updated" | "comment.created" | "sms.delivery_report" | "customer.verification_disputed")[];
                            description: string;
                            is_active: boolean;
                            consecutive_failures: number;
                            last_error: string | null;
                            /** @description the last real event delivered (sample deliveries do not move it) */
                            last_delivered_at: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description after a secret rotation: when the previous secret stops signing; otherwise null */
                            previous_secret_expires_at: string | null;
                        }[];
                        events: ("conversation.started" | "message.received" | "conversation.handed_over" | "conversation.ended" | "customer.identified" | "ticket.created" | "ticket.updated" | "comment.created" | "sms.delivery_report" | "customer.verification_disputed")[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    registerWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @description omitted, null or empty: every event */
                    events?: string[] | null;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description registered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        webhook: {
                            id: number;
                            url: string;
                            events: ("conversation.started" | "message.received" | "conversation.handed_over" | "conversation.ended" | "customer.identified" | "ticket.created" | "ticket.updated" | "comment.created" | "sms.delivery_report" | "customer.verification_disputed")[];
                            description: string;
                            is_active: boolean;
                            consecutive_failures: number;
                            last_error: string | null;
                            /** @description the last real event delivered (sample deliveries do not move it) */
                            last_delivered_at: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description after a secret rotation: when the previous secret stops signing; otherwise null */
                            previous_secret_expires_at: string | null;
                            secret: string;
                        };
                        note: string;
                    };
                };
            };
            /** @description unknown event names (the valid ones are listed), or an address that cannot be used; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        invalid_events?: string[];
                        valid_events?: ("conversation.started" | "message.received" | "conversation.handed_over" | "conversation.ended" | "customer.identified" | "ticket.created" | "ticket.updated" | "comment.created" | "sms.delivery_report" | "customer.verification_disputed")[];
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body (url over 512 characters, description over 255...) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description only deliveries in this status */
                status?: "pending" | "retrying" | "delivered" | "failed" | "cancelled";
                /** @description only deliveries of this event */
                event?: "conversation.started" | "message.received" | "conversation.handed_over" | "conversation.ended" | "customer.identified" | "ticket.created" | "ticket.updated" | "comment.created" | "sms.delivery_report" | "customer.verification_disputed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deliveries (limit default 50, max 500) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        count: number;
                        /** @description deliveries are kept this many days (WEBHOOK_RETENTION_DAYS) */
                        retention_days: number;
                        /** @description the log reaches back to about this moment */
                        kept_since: string;
                        deliveries: {
                            /** @description the X-Service-Delivery value */
                            id: string;
                            event: string;
                            event_id: number;
                            /** @description null once the endpoint is deleted */
                            endpoint_id: number | null;
                            endpoint_url: string;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed" | "cancelled";
                            /** @description a sample delivery (Send test): one attempt per round, never counted by its endpoint */
                            test: boolean;
                            attempts: number;
                            /** @description times it was sent again on request (replay or recover) */
                            replays: number;
                            response_code: number | null;
                            error: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description ISO 8601 */
                            last_attempt_at: string | null;
                            /** @description ISO 8601 */
                            next_attempt_at: string | null;
                            /** @description ISO 8601 */
                            completed_at: string | null;
                            attempt_log: {
                                attempt: number;
                                /** @description ISO 8601 */
                                at: string;
                                response_code: number | null;
                                /** @description time to the status line of the answer */
                                latency_ms: number;
                                error: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description limit out of range, or an unknown status or event */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the X-Service-Delivery value */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        delivery: {
                            /** @description the X-Service-Delivery value */
                            id: string;
                            event: string;
                            event_id: number;
                            /** @description null once the endpoint is deleted */
                            endpoint_id: number | null;
                            endpoint_url: string;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed" | "cancelled";
                            /** @description a sample delivery (Send test): one attempt per round, never counted by its endpoint */
                            test: boolean;
                            attempts: number;
                            /** @description times it was sent again on request (replay or recover) */
                            replays: number;
                            response_code: number | null;
                            error: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description ISO 8601 */
                            last_attempt_at: string | null;
                            /** @description ISO 8601 */
                            next_attempt_at: string | null;
                            /** @description ISO 8601 */
                            completed_at: string | null;
                            /** @description the exact body every attempt sent */
                            payload: string;
                            payload_bytes: number;
                            attempt_log: {
                                attempt: number;
                                /** @description ISO 8601 */
                                at: string;
                                response_code: number | null;
                                /** @description time to the status line of the answer */
                                latency_ms: number;
                                error: string | null;
                                /** @description the headers this attempt was sent with (signatures included); null if not recorded */
                                headers: {
                                    [key: string]: string;
                                } | null;
                                /** @description the first 1 KB of the receiver's answer, as text; null when no answer came */
                                response_body: string | null;
                                /** @description the answer was longer than the part kept */
                                response_truncated: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Delivery not found; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description delivery_id is not a delivery id */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the X-Service-Delivery value */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description queued; the attempt shows in the deliveries log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        delivery_id: string;
                        webhook_id: number;
                        /** @enum {string} */
                        status: "pending";
                        replays: number;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Delivery not found; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the endpoint is deactivated or deleted, or the delivery is still being attempted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description delivery_id is not a delivery id */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ISO 8601 (a date alone is its midnight UTC): re-send every delivery to this endpoint that ended failed at or after this moment */
                    since: string;
                };
            };
        };
        responses: {
            /** @description how many failed deliveries were queued again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        webhook_id: number;
                        /** @description ISO 8601 */
                        since: string;
                        /** @description failed deliveries sent again, oldest first */
                        queued: number;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Webhook not found; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the endpoint is deactivated or deleted, or the delivery is still being attempted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description since missing or not an ISO 8601 timestamp */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    sendWebhookSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what the endpoint answered (success is true for a 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true when the endpoint answered 2xx */
                        success: boolean;
                        webhook_id: number;
                        /** @enum {string} */
                        event: "conversation.started";
                        /** @description the sample delivery in the deliveries log (marked test) */
                        delivery_id: string | null;
                        status_code: number | null;
                        latency_ms: number | null;
                        error: string | null;
                        /** @enum {boolean} */
                        system_error?: true;
                        /**
                         * @description the endpoint was full: the sample is sent when a slot frees, and shows in the log then
                         * @enum {boolean}
                         */
                        queued?: true;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Webhook not found; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record with its new secret; previous_secret_expires_at says when the previous one stops signing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        webhook: {
                            id: number;
                            url: string;
                            events: ("conversation.started" | "message.received" | "conversation.handed_over" | "conversation.ended" | "customer.identified" | "ticket.created" | "ticket.updated" | "comment.created" | "sms.delivery_report" | "customer.verification_disputed")[];
                            description: string;
                            is_active: boolean;
                            consecutive_failures: number;
                            last_error: string | null;
                            /** @description the last real event delivered (sample deliveries do not move it) */
                            last_delivered_at: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description after a secret rotation: when the previous secret stops signing; otherwise null */
                            previous_secret_expires_at: string | null;
                            secret: string;
                        };
                        note: string;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Webhook not found; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the endpoint is deactivated, or its last rotation is still in its grace period */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        deleted: number;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Webhook not found; or: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    } | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    listConnections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description connections, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connections: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    connectConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Catalogue key, e.g. shopify */
                    connector: string;
                    /**
                     * @description Config fields by name (catalogue entry "config")
                     * @default {}
                     */
                    config?: {
                        [key: string]: string | number;
                    };
                    /**
                     * @description Secrets by name (catalogue entry "secrets"); encrypted, never shown again
                     * @default {}
                     */
                    secrets?: {
                        [key: string]: string | number;
                    };
                };
            };
        };
        responses: {
            /** @description saved and tested; success tells whether it is working (at least one capability passed) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        test: {
                            passed: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Enter the <label> / That <label> doesn't look right — e.g. <example> / <Name> connects by signing in — ...; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unknown connector */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    reconnectConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Config fields by name (catalogue entry "config")
                     * @default {}
                     */
                    config?: {
                        [key: string]: string | number;
                    };
                    /**
                     * @description The new secrets by name; encrypted, never shown again
                     * @default {}
                     */
                    secrets?: {
                        [key: string]: string | number;
                    };
                };
            };
        };
        responses: {
            /** @description tested */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        /**
                         * @description pending: the new keys failed their test, so the live ones stay (connection.pending shows the new ones)
                         * @enum {string}
                         */
                        applied: "live" | "pending";
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        test: {
                            passed: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Enter the <label> / That <label> doesn't look right — e.g. <example>; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found, or no new keys wait */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    disconnectConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    testConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the test */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        test: {
                            passed: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    useConnectionToVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description chosen; access_key is shown only here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        access_key: string | null;
                    };
                };
            };
            /** @description This connector holds no customer records with a name and email to check, so it can't verify customers; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected, or Test it first: no capability passes yet (no key is issued) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    useConnectionForTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description chosen */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        access_key: string | null;
                    };
                };
            };
            /** @description This connector has no tracking look-up; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected, or Test it first: no capability passes yet (no key is issued) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    useConnectionForData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description chosen; the connection shows supplies_data true */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description This connector can't say whose records it holds ...; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected, Test it first: no capability passes yet, or it verifies customers (This connection verifies customers, so its data is already read for them as the verifier's; it can't also supply data (every row would show twice).) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    stopConnectionForData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description no longer supplies data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    testPendingConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description tested */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        /**
                         * @description pending: the new keys failed their test, so the live ones stay (connection.pending shows the new ones)
                         * @enum {string}
                         */
                        applied: "live" | "pending";
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        test: {
                            passed: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found, or no new keys wait */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    discardPendingConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description discarded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        /**
                         * @description pending: the new keys failed their test, so the live ones stay (connection.pending shows the new ones)
                         * @enum {string}
                         */
                        applied: "live" | "pending";
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        test: {
                            passed: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found, or no new keys wait */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    connectVerifyIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name: string;
                    /** @default  */
                    postcode?: string;
                    /** @default  */
                    email?: string;
                    /** @default  */
                    mobile_number?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp_token: string;
                    otp_code: string | number;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectReadAccountSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectReadOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectReadInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectReadBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectReadSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectReadTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    connectOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    tracking_number?: string;
                    /** @default  */
                    order_number?: string;
                    /** @default  */
                    postcode?: string;
                    /** @default  */
                    session_token?: string;
                };
            };
        };
        responses: {
            /** @description success true with the data, or a normal negative answer (success false; system_error when a lookup failed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        system_error?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description {detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description rate limited; honour Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrappedRefusal"];
                };
            };
        };
    };
    getCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description count, categories (all 22, name -> number of connectors), connectors (catalogue entries) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        categories: {
                            [key: string]: number;
                        };
                        connectors: {
                            key: string;
                            name: string;
                            /** @enum {string} */
                            category: "ecommerce" | "marketplace" | "pos" | "payments_billing" | "accounting" | "crm" | "helpdesk" | "appointments" | "calendar" | "clinic" | "restaurant" | "accommodation" | "fitness" | "events" | "field_service" | "shipping_platform" | "carrier" | "task_board" | "mailing_list" | "courses" | "telecom" | "automation";
                            capabilities: string[];
                            auth: string;
                            config: {
                                name: string;
                                label: string;
                                example: string;
                            }[];
                            secrets: string[];
                            secret_labels: {
                                name: string;
                                label: string;
                            }[];
                            docs: string;
                            setup: string;
                            /** @enum {string} */
                            test_level: "documented" | "partly-documented" | "unconfirmed";
                            note: string | null;
                        }[];
                    };
                };
            };
            /** @description unchanged since the ETag given */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSmokeResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the smoke result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ran: string;
                        passed: number;
                        total: number;
                        results: {
                            [key: string]: {
                                ok: boolean;
                                capabilities: {
                                    [key: string]: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
    };
    startOauthSignIn: {
        parameters: {
            query?: {
                /** @description Sign this existing connection in again (rotation) instead of creating one */
                connection_id?: number;
            };
            header?: never;
            path: {
                tenantId: number;
                /** @description Catalogue key of an oauth2 connector, e.g. xero */
                connector: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description with Accept: application/json: the consent-screen URL (the state expires in 10 minutes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        authorize_url: string;
                        connection_id: number;
                        expires_at: string;
                    };
                };
            };
            /** @description redirect to the vendor consent screen */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a config field the sign-in needs is blank or malformed, or the connector does not sign in */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unknown connector / connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description <Name> app is not registered yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description invalid query */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    finishOauthSignIn: {
        parameters: {
            query?: {
                state?: string;
                code?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description redirect to <DASHBOARD_URL>/integrations?connector=<result>&connector_key=<key>[&connection_id=<id>] */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the state matches no pending sign-in (unknown, already used, or its connection was disconnected) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    setConnectionConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
                connectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Config fields by name, merged over the stored ones; a blank value removes an optional one */
                    config: {
                        [key: string]: string | number;
                    };
                };
            };
        };
        responses: {
            /** @description saved and tested; success tells whether it is working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        connection: {
                            id: number;
                            connector: string;
                            name: string;
                            category: string | null;
                            /** @enum {string} */
                            status: "pending" | "working" | "failing" | "disconnected";
                            capabilities: string[];
                            verification: string | null;
                            can_verify: boolean;
                            can_track: boolean;
                            config: {
                                [key: string]: string;
                            };
                            secrets: {
                                name: string;
                                label: string;
                                set: boolean;
                            }[];
                            test_results: {
                                [key: string]: {
                                    ok: boolean;
                                    error: string | null;
                                };
                            } | null;
                            last_tested_at: string | null;
                            /** @description the last test's failures grouped by error: what to check (advice) and the vendor's words (detail) */
                            problems: {
                                advice: string | null;
                                detail: string;
                                capabilities: string[];
                            }[];
                            last_error: string | null;
                            /** @description what to check about last_error, in plain words (e.g. "We couldn't find acme.myshopify.com: check the shop name") */
                            last_error_advice: string | null;
                            last_error_at: string | null;
                            verifies: boolean;
                            tracking: boolean;
                            supplies_data: boolean;
                            can_supply_data: boolean;
                            access_key_set: boolean;
                            access_key_issued_at: string | null;
                            /** @description new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait */
                            pending: {
                                config: {
                                    [key: string]: string;
                                };
                                secrets: {
                                    name: string;
                                    label: string;
                                    set: boolean;
                                }[];
                                test_results: {
                                    [key: string]: {
                                        ok: boolean;
                                        error: string | null;
                                    };
                                };
                                error: string | null;
                                advice: string | null;
                                tested_at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        test: {
                            passed: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Enter the <label> / That <label> doesn't look right — e.g. <example>; or: The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"] | components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Connection not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description disconnected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsRefusal"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    openReceiptDisputePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the receipt's link (from the customer's email or text) */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the question and its button; or, once confirmed, that it was already reported */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description an unknown link: a page that says so */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description a link older than 7 days: a page that says so */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    confirmReceiptDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the receipt's link (from the customer's email or text) */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description confirmed; or already reported (nothing changes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description an unknown link: a page that says so */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description a link older than 7 days: a page that says so */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    reportSmsStatus: {
        parameters: {
            query?: {
                sig?: string;
            };
            header?: never;
            path: {
                clientMsgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message_id?: string | number;
                    client_msg_id?: string;
                    /** @description delivered, failed, undelivered, rejected, expired, cancelled, sent, ... */
                    status: string;
                    error?: string;
                    error_message?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {string} */
                        status: "queued" | "sent" | "delivered" | "failed" | "dead" | "cancelled";
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the URL signature does not match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description unknown message */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description invalid body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    requestSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The account owner's email address */
                    email: string;
                    /** @description A dashboard page (/dashboard/...) to return to after signing in */
                    next?: string;
                };
            };
        };
        responses: {
            /** @description If that email belongs to an account here, a sign-in link is on its way. The link works once, within 15 minutes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description blank email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
            /** @description Too many sign-in requests — please wait a few minutes and try again. (5 per email and 20 per IP every 15 minutes) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        retry_after: number;
                    };
                };
            };
        };
    };
    openSignInLink: {
        parameters: {
            query?: {
                /** @description From the sign-in email; without it, the sign-in page */
                token?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description no token: the sign-in page (the dashboard app) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description signed in: redirect to the page the owner came from, or /dashboard */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a wrong, used or expired link: an HTML page that says so and offers a new link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description The request body could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description CSRF token missing or wrong / Cross-origin request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Request body too large (256 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unsupported body encoding */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The request does not match the schema, or its JSON does not parse (detail names each problem) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailure"];
                };
            };
        };
    };
    getSignedInOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the signed-in tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenant_id: number;
                        business_name: string;
                        owner_email: string;
                        sms_enabled: boolean;
                        csrf_token: string;
                        expires_at: string;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    listDevOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the outbox */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: string;
                            /** @enum {string} */
                            channel: "email" | "sms";
                            to: string;
                            subject: string | null;
                            text: string;
                            sent_at: string;
                        }[];
                    };
                };
            };
            /** @description Invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
}

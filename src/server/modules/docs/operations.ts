/**
 * Refusals a route's service may answer that nothing in its route options shows: 400, 401, 403, 404 and the rate
 * limits' 429 are read from the route itself (openapi.ts), these are named here.
 */
export type Refusal = 401 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

export interface OperationEntry {
  /** camelCase verb and noun, unique: the name a generated client gives the call. Never renamed once published. */
  operationId: string;
  /** One line, as a client's method comment or a catalogue shows it. */
  summary: string;
  refusals?: readonly Refusal[];
}

/**
 * Every documented route, keyed `METHOD /fastify/url`, with its name in the contract
 * (docs/decisions/093-openapi-contract.md). contract.test.ts fails on a route without a row and a row without a route.
 */
export const OPERATIONS: Record<string, OperationEntry> = {
  // health
  'GET /healthz': { operationId: 'getLiveness', summary: 'Tell whether the process is alive' },
  'GET /readyz': { operationId: 'getReadiness', summary: 'Tell whether the instance can reach its database' },

  // company
  'GET /api/company': { operationId: 'getCompany', summary: 'Read the company profile shown on every page' },

  // accounts
  'GET /api/user': { operationId: 'getCurrentUser', summary: 'Read the signed-in user' },
  'GET /api/session': { operationId: 'getSession', summary: 'Read the session: its user, or null for a visitor' },
  'GET /api/auth/user': { operationId: 'getAuthUser', summary: "Read the signed-in user (the home page's path)" },
  'POST /api/register': {
    operationId: 'registerAccount',
    summary: 'Register an account and sign in',
    refusals: [409],
  },
  'POST /api/login': {
    operationId: 'logIn',
    summary: 'Sign in with a username and password',
    refusals: [401, 429],
  },
  'POST /api/login/mfa': {
    operationId: 'logInMfa',
    summary: 'Finish signing in with a two-step code',
    refusals: [401, 429],
  },
  'POST /api/logout': { operationId: 'logOut', summary: 'Sign out and end the session' },
  'PUT /api/user/profile': { operationId: 'updateProfile', summary: 'Change your own profile', refusals: [409] },
  'PUT /api/user/password': { operationId: 'changePassword', summary: 'Change your own password', refusals: [429] },
  'POST /api/admin/users': { operationId: 'createUser', summary: 'Create a user account', refusals: [409] },
  'POST /api/user/mfa/setup': {
    operationId: 'setUpMfa',
    summary: 'Start enrolling an authenticator app',
    refusals: [409],
  },
  'POST /api/user/mfa/enable': {
    operationId: 'enableMfa',
    summary: 'Turn two-step sign-in on with a first code',
    refusals: [409],
  },
  'POST /api/user/mfa/disable': { operationId: 'disableMfa', summary: 'Turn two-step sign-in off' },

  // referrals
  'POST /api/referrals': { operationId: 'createReferral', summary: 'Send a ride referral', refusals: [422] },
  'GET /api/referrals': { operationId: 'listReferrals', summary: 'List referrals, newest first' },
  'GET /api/referrals/:id': { operationId: 'getReferral', summary: 'Read a referral' },
  'PUT /api/referrals/:id': {
    operationId: 'updateReferral',
    summary: "Change a referral's status or notes",
    refusals: [409],
  },
  'GET /api/referrals/:id/legs': { operationId: 'listReferralLegs', summary: 'List the legs made from a referral' },
  'GET /api/referrals/by-reference/:reference': {
    operationId: 'findReferralByReference',
    summary: 'Find your referral by its short reference',
  },
  'POST /api/referrals/claim': {
    operationId: 'claimReferral',
    summary: 'Take a referral sent signed out into your account',
    refusals: [404],
  },
  'GET /api/referrals/referrer-defaults': {
    operationId: 'getReferrerDefaults',
    summary: "Read the referrer's details for the next referral",
  },
  'GET /api/referrals/:id/billing': {
    operationId: 'getReferralBilling',
    summary: 'Read what a job made from a referral is billed under',
  },

  // stats
  'GET /api/stats/overview': {
    operationId: 'getOverviewStats',
    summary: "Read the signed-in user's dashboard figures",
  },

  // messages, outbox, sms
  'GET /api/messages': { operationId: 'listMessages', summary: 'List email and SMS messages sent, newest first' },
  'GET /api/outbox': { operationId: 'listOutbox', summary: 'List messages held for want of a provider' },
  'POST /api/messages/:id/retry': {
    operationId: 'retryMessage',
    summary: 'Send a failed message again',
    refusals: [409],
  },
  'POST /api/sms/inbound': {
    operationId: 'receiveSms',
    summary: 'Take an SMS reply from the gateway (STOP, START, C, X)',
    refusals: [401, 404],
  },
  'POST /api/sms/twilio/inbound': {
    operationId: 'receiveTwilioSms',
    summary: 'Take a signed SMS reply from the Twilio-compatible provider (STOP, START, C, X)',
    refusals: [404],
  },
  'POST /api/sms/twilio/status': {
    operationId: 'receiveTwilioStatus',
    summary: "Record the Twilio-compatible provider's signed report on a text's delivery",
    refusals: [404],
  },

  'GET /api/trip/:token': {
    operationId: 'getTrip',
    summary: "Read a rider's trip through its private link",
    refusals: [404, 410],
  },

  // message templates
  'GET /api/message-templates': { operationId: 'listMessageTemplates', summary: 'List the message templates' },
  'PUT /api/message-templates/:event': {
    operationId: 'updateMessageTemplate',
    summary: "Change an event's message template",
    refusals: [422],
  },
  'DELETE /api/message-templates/:event': {
    operationId: 'resetMessageTemplate',
    summary: "Reset an event's message template to the default",
  },
  'POST /api/message-templates/:event/preview': {
    operationId: 'previewMessageTemplate',
    summary: 'Fill a template in with made-up facts',
    refusals: [422],
  },

  // payers
  'GET /api/payers': { operationId: 'listPayers', summary: 'List payers by name' },
  'POST /api/payers': { operationId: 'createPayer', summary: 'Add a payer', refusals: [409] },
  'GET /api/payers/:id': { operationId: 'getPayer', summary: 'Read a payer' },
  'PUT /api/payers/:id': { operationId: 'updatePayer', summary: 'Change a payer', refusals: [409] },
  'GET /api/payers/:id/rates': { operationId: 'listPayerRates', summary: "List a payer's rates by level of service" },
  'PUT /api/payers/:id/rates/:level': {
    operationId: 'setPayerRate',
    summary: "Set a payer's rate for one level of service",
  },

  // invoices
  'GET /api/invoices': { operationId: 'listInvoices', summary: 'List invoices, newest first' },
  'POST /api/invoices': {
    operationId: 'createInvoice',
    summary: "Draft an invoice of a payer's unbilled trips",
    refusals: [422],
  },
  'GET /api/invoices/unbilled-period': {
    operationId: 'getUnbilledPeriod',
    summary: "Suggest the period of a payer's next invoice",
  },
  'GET /api/invoices/unbilled': { operationId: 'listUnbilledTrips', summary: 'List the trips not yet billed' },
  'GET /api/invoices/aging': { operationId: 'getInvoiceAging', summary: 'Read what payers owe by age' },
  'GET /api/invoices/:id': { operationId: 'getInvoice', summary: 'Read an invoice with its claims and payments' },
  'POST /api/invoices/:id/claims/:claimId/remove': {
    operationId: 'removeInvoiceClaim',
    summary: 'Take a claim off a draft invoice',
    refusals: [409],
  },
  'POST /api/invoices/:id/send': {
    operationId: 'sendInvoice',
    summary: 'Send an invoice after its checks',
    refusals: [409, 422],
  },
  'POST /api/invoices/:id/payments': {
    operationId: 'recordInvoicePayment',
    summary: 'Record a payment received',
    refusals: [409, 422],
  },
  'POST /api/invoices/:id/deny': { operationId: 'denyInvoice', summary: 'Record a denied invoice', refusals: [409] },
  'POST /api/invoices/:id/void': { operationId: 'voidInvoice', summary: 'Void an invoice', refusals: [409] },
  'GET /api/invoices/:id/invoice.pdf': { operationId: 'getInvoicePdf', summary: 'Download the invoice as a PDF' },
  'GET /api/invoices/:id/invoice.csv': { operationId: 'getInvoiceCsv', summary: 'Download the invoice as CSV' },
  'GET /api/invoices/:id/claims.837p': {
    operationId: 'getInvoiceClaims837p',
    summary: 'Download the claims as an ASC X12 837P file',
    refusals: [409],
  },
  'GET /api/invoices/:id/claims/:claimId/cms1500.pdf': {
    operationId: 'getClaimCms1500',
    summary: 'Download one claim on a CMS-1500 form, or its values alone for pre-printed forms',
    refusals: [409],
  },
  'GET /api/invoices/:id/claims/:claimId/corrected.837p': {
    operationId: 'getCorrectedClaim837p',
    summary: 'Download a corrected claim alone as an 837P that replaces the payer’s claim',
    refusals: [409],
  },

  // claims and the clearinghouse's answers
  'GET /api/claims': {
    operationId: 'listClaims',
    summary: 'List claims by status (rejected,denied is the denials worklist)',
  },
  'GET /api/claims/:id': {
    operationId: 'getClaim',
    summary: 'Read a claim with its status and the reasons it came back with',
  },
  'POST /api/claims/:id/correct': {
    operationId: 'correctClaim',
    summary: 'Send a rejected or denied claim again as a corrected claim',
    refusals: [409, 422],
  },
  'POST /api/claim-files': {
    operationId: 'postClaimFile',
    summary: 'Post a clearinghouse 999, 277CA or 835 to the claims it names',
    refusals: [409],
  },
  'GET /api/claim-files': {
    operationId: 'listClaimFiles',
    summary: 'List the clearinghouse files posted, newest first',
  },
  'GET /api/claim-files/:id': {
    operationId: 'getClaimFile',
    summary: 'Read a posted file with what each of its lines did',
  },

  // reports
  'GET /api/reports/performance': {
    operationId: 'getPerformanceReport',
    summary: 'Read on-time, cancellation, productivity and revenue figures by group',
  },
  'GET /api/public/figures': {
    operationId: 'getPublicFigures',
    summary: "Read the public site's on-time rate and trips, measured or configured",
  },
  'GET /api/reports/trip-verification': {
    operationId: 'getTripVerification',
    summary: 'Read each leg of a period as brokers verify it, as JSON or CSV',
  },

  // brokers' manifests
  'POST /api/trip-imports': {
    operationId: 'previewTripImport',
    summary: "Preview a broker's manifest (CSV or .xlsx); no trip is written",
  },
  'GET /api/trip-imports': { operationId: 'listTripImports', summary: 'List the manifests imported, newest first' },
  'GET /api/trip-imports/:id': {
    operationId: 'getTripImport',
    summary: 'Read an import: its rows, their outcomes and errors, and the changes held',
  },
  'POST /api/trip-imports/:id/preview': {
    operationId: 'previewTripImportAgain',
    summary: "Read the same manifest again with the payer's mapping as it now is",
    refusals: [409],
  },
  'POST /api/trip-imports/:id/apply': {
    operationId: 'applyTripImport',
    summary: 'Write the previewed trips in one transaction; a second apply writes nothing',
    refusals: [422],
  },
  'POST /api/trip-import-changes/:id/accept': {
    operationId: 'acceptTripImportChange',
    summary: "Apply a broker's change held because the trip is assigned or under way",
    refusals: [409],
  },
  'POST /api/trip-import-changes/:id/ignore': {
    operationId: 'ignoreTripImportChange',
    summary: "Leave the trip as it is and set a broker's held change aside",
    refusals: [409],
  },
  'GET /api/trip-import-mappings/:payerId': {
    operationId: 'getTripImportMapping',
    summary: "How a payer's manifests are read (the generic mapping until one is saved)",
  },
  'PUT /api/trip-import-mappings/:payerId': {
    operationId: 'saveTripImportMapping',
    summary: "Save how a payer's manifests are read: columns, formats and words",
  },

  // API tokens
  'GET /api/api-tokens': { operationId: 'listApiTokens', summary: 'List the API tokens for integrations' },
  'POST /api/api-tokens': { operationId: 'createApiToken', summary: 'Make an API token; its secret is answered once' },
  'POST /api/api-tokens/:id/revoke': { operationId: 'revokeApiToken', summary: 'Revoke an API token' },

  // pay statements
  'GET /api/pay-statements': { operationId: 'listPayStatements', summary: 'List pay statements, newest first' },
  'POST /api/pay-statements': {
    operationId: 'createPayStatement',
    summary: "Draft a driver's pay statement for a period",
    refusals: [422],
  },
  'GET /api/pay-statements/unpaid': {
    operationId: 'listUnpaidTrips',
    summary: "List each driver's trips of a period not yet paid",
  },
  'POST /api/pay-statements/all': {
    operationId: 'createAllPayStatements',
    summary: 'Draft a pay statement for every driver with trips to pay',
    refusals: [422],
  },
  'GET /api/drivers/me/pay-statements': {
    operationId: 'listMyPayStatements',
    summary: "List the signed-in driver's pay statements",
  },
  'GET /api/pay-statements/:id': { operationId: 'getPayStatement', summary: 'Read a pay statement' },
  'POST /api/pay-statements/:id/adjustments': {
    operationId: 'addPayAdjustment',
    summary: 'Add an adjustment to a draft statement',
    refusals: [409, 422],
  },
  'POST /api/pay-statements/:id/issue': {
    operationId: 'issuePayStatement',
    summary: 'Issue a draft statement to its driver',
    refusals: [409],
  },
  'POST /api/pay-statements/:id/paid': {
    operationId: 'markPayStatementPaid',
    summary: 'Mark an issued statement paid',
    refusals: [409, 422],
  },
  'POST /api/pay-statements/:id/void': {
    operationId: 'voidPayStatement',
    summary: 'Void a pay statement',
    refusals: [409],
  },
  'GET /api/pay-statements/:id/statement.pdf': {
    operationId: 'getPayStatementPdf',
    summary: 'Download a pay statement as a PDF',
  },
  'GET /api/pay-statements/:id/statement.csv': {
    operationId: 'getPayStatementCsv',
    summary: 'Download a pay statement as CSV',
  },

  // documents
  'POST /api/objects/upload': {
    operationId: 'requestUpload',
    summary: "Ask for a document's upload URL",
    refusals: [429],
  },
  'PUT /api/objects/:id/content': {
    operationId: 'uploadContent',
    summary: "PUT a document's bytes to its upload URL",
    refusals: [413, 415, 429],
  },
  'POST /api/objects/:id/complete': {
    operationId: 'completeUpload',
    summary: 'Finish an upload and check the file',
    refusals: [413, 415, 422, 429],
  },
  'GET /objects/:id': { operationId: 'getDocument', summary: "Read a stored document's file" },

  // drivers
  'POST /api/drivers': { operationId: 'applyAsDriver', summary: 'Apply to drive', refusals: [409, 422] },
  'GET /api/drivers': { operationId: 'listDrivers', summary: 'List drivers and applicants' },
  'GET /api/drivers/assignable': { operationId: 'listAssignableDrivers', summary: 'List drivers who may take jobs' },
  'PUT /api/drivers/:id': {
    operationId: 'updateDriver',
    summary: "Decide on an application or change a driver's vehicle",
    refusals: [409],
  },
  'GET /api/drivers/me': { operationId: 'getMyDriver', summary: 'Read your own driver record', refusals: [404] },
  'PUT /api/drivers/me/documents': {
    operationId: 'updateMyDocuments',
    summary: 'Replace your own driver documents',
    refusals: [404, 422],
  },
  'POST /api/drivers/me/inspection': {
    operationId: 'submitInspection',
    summary: "Send today's pre-trip vehicle inspection",
    refusals: [409],
  },
  'GET /api/drivers/:id/credentials': { operationId: 'listDriverCredentials', summary: "List a driver's credentials" },
  'POST /api/drivers/:id/credentials': { operationId: 'addDriverCredential', summary: 'Add a driver credential' },
  'PUT /api/drivers/:id/credentials/:credentialId': {
    operationId: 'updateDriverCredential',
    summary: 'Change a driver credential',
  },
  'GET /api/drivers/:id/availability': {
    operationId: 'getDriverAvailability',
    summary: "Read a driver's week, places and dated changes",
  },
  'PUT /api/drivers/:id/availability': {
    operationId: 'setDriverAvailability',
    summary: "Set a driver's week, places and dated changes",
  },
  'POST /api/drivers/:id/availability/requests': {
    operationId: 'requestShiftChange',
    summary: 'Ask for time off or a changed shift (the driver)',
    refusals: [409],
  },
  'POST /api/drivers/:id/availability/requests/:requestId/decision': {
    operationId: 'answerShiftRequest',
    summary: "Approve or decline a driver's request",
  },
  'GET /api/drivers/me/clock': { operationId: 'getMyClock', summary: "Read today's clock-in and clock-out" },
  'POST /api/drivers/me/clock': {
    operationId: 'clockInOrOut',
    summary: 'Clock in or out of today (the driver)',
    refusals: [409],
  },
  'GET /api/availability': { operationId: 'getDayAvailability', summary: "Read every driver's shift on a day" },
  'GET /api/credentials/expiring': {
    operationId: 'listExpiringCredentials',
    summary: 'List credentials and vehicle documents that expire soon',
  },

  // jobs
  'GET /api/jobs': { operationId: 'listJobs', summary: 'List jobs, newest first' },
  'POST /api/jobs': { operationId: 'createJob', summary: 'Create a job', refusals: [409, 422] },
  'POST /api/jobs/export': { operationId: 'exportJobs', summary: 'Read the chosen jobs for export' },
  'GET /api/jobs/driver/:driverId': { operationId: 'listDriverJobs', summary: "List a driver's jobs" },
  'GET /api/jobs/driver/:driverId/day': { operationId: 'getDriverDay', summary: "Read a driver's run for one day" },
  'GET /api/jobs/driver/me/day': {
    operationId: 'getMyDay',
    summary: "Read the signed-in driver's run for one day",
    refusals: [404],
  },
  'GET /api/jobs/:id': { operationId: 'getJob', summary: 'Read a job' },
  'PUT /api/jobs/:id': {
    operationId: 'updateJob',
    summary: "Change a job, or a driver's status for it",
    refusals: [409, 422],
  },
  'DELETE /api/jobs/:id': { operationId: 'deleteJob', summary: 'Delete a job', refusals: [409] },
  'PUT /api/jobs/:id/driver': {
    operationId: 'assignJobDriver',
    summary: 'Give a leg to a driver, or back to the queue',
    refusals: [409, 422],
  },
  'POST /api/jobs/:id/cancel': { operationId: 'cancelJob', summary: 'Cancel a job', refusals: [409] },
  'POST /api/jobs/:id/rider-ready': {
    operationId: 'riderReady',
    summary: 'Call a will-call return: the rider is ready',
    refusals: [409, 422],
  },
  'POST /api/jobs/:id/arrival': {
    operationId: 'recordArrival',
    summary: "Record the driver's arrival at pickup",
    refusals: [409],
  },
  'POST /api/jobs/:id/pickup': { operationId: 'recordPickup', summary: 'Record the pickup', refusals: [409] },
  'POST /api/jobs/:id/no-show': { operationId: 'recordNoShow', summary: 'Record a no-show', refusals: [409] },
  'GET /api/jobs/:id/candidates': {
    operationId: 'listJobCandidates',
    summary: 'List the drivers who could take a job, best first',
  },
  'POST /api/jobs/candidates': {
    operationId: 'listDraftCandidates',
    summary: 'List the drivers who could take a job not yet saved',
  },
  'GET /api/jobs/:id/price': { operationId: 'getJobPrice', summary: "Read a job's price for its payer" },
  'GET /api/jobs/:id/billing': {
    operationId: 'getJobBilling',
    summary: "Read a trip's billed amount, driver pay and margin",
  },
  'POST /api/jobs/:id/positions': {
    operationId: 'sendPosition',
    summary: "Send the driver's position during a trip",
    refusals: [409],
  },
  'GET /api/jobs/:id/trip-log.pdf': { operationId: 'getTripLogPdf', summary: "Download a trip's log as a PDF" },
  'GET /api/jobs/driver/:driverId/manifest.pdf': {
    operationId: 'getDriverManifestPdf',
    summary: "Download a driver's day manifest as a PDF",
  },
  'POST /api/jobs/:id/proof/:step': {
    operationId: 'recordProofStep',
    summary: 'Record a step of proof of service',
    refusals: [409],
  },
  'GET /api/jobs/:id/proof': { operationId: 'getProof', summary: "Read a leg's proof of service" },
  'POST /api/jobs/:id/proof/corrections': {
    operationId: 'correctProof',
    summary: "Correct a recorded step of a leg's proof",
    refusals: [409],
  },

  // standing orders and holidays
  'GET /api/standing-orders': { operationId: 'listStandingOrders', summary: 'List standing orders, newest first' },
  'POST /api/standing-orders': { operationId: 'createStandingOrder', summary: 'Create a standing order' },
  'POST /api/standing-orders/preview': {
    operationId: 'previewStandingOrder',
    summary: 'Preview the trips a standing order would make',
  },
  'GET /api/standing-orders/runs': { operationId: 'listGenerationRuns', summary: 'List the latest generation runs' },
  'POST /api/standing-orders/generate': {
    operationId: 'generateStandingOrderTrips',
    summary: 'Make the trips of standing orders now',
  },
  'GET /api/standing-orders/:id': { operationId: 'getStandingOrder', summary: 'Read a standing order' },
  'PUT /api/standing-orders/:id': {
    operationId: 'updateStandingOrder',
    summary: 'Change a standing order',
    refusals: [409],
  },
  'DELETE /api/standing-orders/:id': { operationId: 'endStandingOrder', summary: 'End a standing order' },
  'GET /api/holidays': { operationId: 'listHolidays', summary: "List the company's holidays" },
  'POST /api/holidays': { operationId: 'addHoliday', summary: 'Add a company holiday', refusals: [409] },
  'DELETE /api/holidays/:date': { operationId: 'removeHoliday', summary: 'Remove a company holiday' },

  // policies
  'GET /api/policies': { operationId: 'getPolicies', summary: "Read the company's trip policies" },
  'PUT /api/policies': { operationId: 'updatePolicies', summary: "Change the company's trip policies" },

  // dispatch
  'GET /api/dispatch/day': { operationId: 'getDayBoard', summary: "Read the dispatcher's day board" },
  'POST /api/dispatch/proposals': {
    operationId: 'proposeRoutes',
    summary: 'Start proposing routes for a day',
    refusals: [409],
  },
  'GET /api/dispatch/proposals': { operationId: 'getLatestProposal', summary: "Read a day's last route proposal" },
  'GET /api/dispatch/proposals/:id': { operationId: 'getProposal', summary: 'Read a route proposal' },
  'DELETE /api/dispatch/proposals/:id': { operationId: 'dropProposal', summary: 'Drop a route proposal' },
  'POST /api/dispatch/proposals/:id/apply': {
    operationId: 'applyProposal',
    summary: "Apply a proposal's chosen lanes",
    refusals: [409, 422],
  },
  'GET /api/dispatch/positions': {
    operationId: 'listDriverPositions',
    summary: "Read the drivers' last known positions",
  },

  // inspections
  'GET /api/inspections': { operationId: 'listInspections', summary: "List a day's vehicle inspections" },
  'POST /api/inspections/:id/clear': {
    operationId: 'clearInspection',
    summary: 'Clear a failed inspection so its driver may start',
    refusals: [409],
  },

  // audit
  'GET /api/audit': { operationId: 'listAuditEvents', summary: 'List the audit trail, newest first' },

  // riders and authorizations
  'GET /api/riders': { operationId: 'listRiders', summary: 'List riders by name' },
  'POST /api/riders': { operationId: 'createRider', summary: 'Add a rider', refusals: [409, 422] },
  'GET /api/riders/:id': { operationId: 'getRider', summary: 'Read a rider' },
  'PUT /api/riders/:id': { operationId: 'updateRider', summary: 'Change a rider', refusals: [409] },
  'GET /api/riders/:id/trips': { operationId: 'listRiderTrips', summary: "List a rider's recent jobs and referrals" },
  'GET /api/riders/:id/authorizations': {
    operationId: 'listRiderAuthorizations',
    summary: "List a rider's workers' compensation authorizations",
  },
  'POST /api/riders/:id/authorizations': {
    operationId: 'createAuthorization',
    summary: "Add a workers' compensation authorization",
  },
  'PUT /api/authorizations/:id': {
    operationId: 'updateAuthorization',
    summary: "Change a workers' compensation authorization",
    refusals: [422],
  },

  // vehicles
  'GET /api/vehicles': { operationId: 'listVehicles', summary: 'List vehicles by number' },
  'POST /api/vehicles': { operationId: 'createVehicle', summary: 'Add a vehicle', refusals: [409] },
  'GET /api/vehicles/:id': { operationId: 'getVehicle', summary: 'Read a vehicle' },
  'PUT /api/vehicles/:id': { operationId: 'updateVehicle', summary: 'Change a vehicle', refusals: [409] },
  'POST /api/vehicles/:id/documents': { operationId: 'addVehicleDocument', summary: 'Add a vehicle document' },

  // events
  'GET /api/events': {
    operationId: 'streamEvents',
    summary: 'Follow live changes as server-sent events',
    refusals: [429],
  },
};

import type { ErrorCode } from './errors.js';
import type { MESSAGES } from './messages.js';

// English of the server's texts (issue 25, ADR 0029). The API keeps answering the French `msg`
// (rulings R2); the web app reads a failure's `code` and shows this text to a person who chose
// English. A code without its English, or an English without its code, does not compile.
// Loaded only with the English catalogue (apps/web/src/lib/i18n/en.ts): the login page's French
// entry does not carry it.

export const ERROR_MESSAGES_EN: Record<ErrorCode, string> = {
  VALIDATION: 'Invalid data.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BAD_URL: 'Invalid address: it holds badly encoded characters.',
  BAD_FORWARDED_FOR: 'Invalid X-Forwarded-For header: an IP address is expected.',
  EMPTY_BODY: 'The request body is empty.',
  INVALID_CODE: 'Invalid or expired code. Ask for a new code.',
  ACCOUNT_ALREADY_ACTIVE: 'Your account is already active. Sign in with your phone number and your password.',
  INVALID_CONFIRMATION_LINK: 'This confirmation link is invalid or has expired. Ask for a new code.',
  CREATION_NOT_FOUND: 'Creation request not found or expired. Start again from the home page.',
  CREATION_ALREADY_DONE: 'This association already exists: sign in with your number and your password.',
  INVITATION_REQUIRED: 'For now an association is created by invitation: enter the invitation code you received.',
  INVITATION_INVALID: 'This invitation code is unknown, expired or already used. Check it or ask for another one.',
  EXISTING_ACCOUNT_PASSWORD:
    'This number already has an account: enter that account’s password, or use “Forgot password” on the sign-in page.',
  NOT_AUTHENTICATED: 'No session or session expired. Sign in again.',
  LOGIN_FAILED: 'Wrong password or phone number',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_A_MEMBER_THERE: 'You are not an active member of this association.',
  XSRF: 'Security token (XSRF) missing or invalid. Reload the page.',
  ACCOUNT_SUSPENDED: 'Your account is suspended. Contact the association’s officers.',
  ACCOUNT_INACTIVE: 'Your account is inactive. Contact the association’s officers.',
  ASSOCIATION_SUSPENDED:
    'This association is suspended by the service team. Its data are kept. Contact your association’s officers or the service team.',
  NOT_FOUND: 'Not found.',
  MEMBER_NOT_FOUND: 'Member not found.',
  ASSOCIATION_NOT_FOUND: 'Association not found: check your association’s address.',
  ROUTE_NOT_FOUND: 'This address does not exist.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  CONFLICT: 'Conflict with existing data.',
  STAFF_ONLY: 'For the association’s officers only.',
  OWN_RECORD_ONLY: 'You can only see your own information.',
  OFFICE_ROLE_BY_OFFICERS: 'Only the President and the Secretary can give an officer’s role.',
  OWN_STATUS: 'You cannot change your own status.',
  OWN_ROLE: 'You cannot change your own role.',
  OFFICE_ROLE_AT_REGISTRATION:
    'The role of President or Secretary is not given at registration: register the member, then change their role (the other officer approves).',
  STATUS_AWAITS_CONFIRMATION:
    'This member has not confirmed their account yet: their status will change at confirmation.',
  OFFICER_STATUS_BY_OFFICERS: 'Only the President and the Secretary can change the status of an officer.',
  OWN_REQUEST: 'You cannot approve or reject your own request.',
  COUNTERPART_ONLY: 'Only the other officer (President or Secretary) can approve or reject this request.',
  EDIT_WINDOW_CLOSED:
    'Change refused: it needs a modification request approved by the President less than 30 minutes ago.',
  WITHDRAWAL_NOT_FOUND: 'Withdrawal request not found.',
  MODIFICATION_REQUEST_NOT_FOUND: 'Modification request not found.',
  OFFICE_REQUEST_NOT_FOUND: 'Request to the officers not found.',
  ALREADY_DECIDED: 'This request has already been decided.',
  REQUEST_ALREADY_OPEN: 'A modification request is already pending or open for this line.',
  EDIT_WINDOW_SPENT: 'This modification approval has already been used.',
  EDIT_WINDOW_MISMATCH:
    'The fund or the year sent does not match the modification request approved for this month: nothing was changed.',
  EDIT_WINDOW_AMBIGUOUS:
    'Several approved modification requests concern this month: give the fund (cotisation) and the year (annee).',
  INSUFFICIENT_BALANCE: 'Insufficient balance: the fund does not cover this amount.',
  NO_SUBSCRIBERS: 'No active member is subscribed to this fund.',
  NO_COUNTERPART_OFFICER:
    'No active officer can approve this change: the service operator can appoint an active member to this office (npm run cli -- bureau), after which the change can be asked for again.',
  ROLE_ALREADY_HELD: 'This role is already held by another member: first change the role of one of the two.',
  REMINDER_MEMBER_INACTIVE: 'This member is not active: they cannot receive a reminder.',
  NOBODY_LATE: 'No member is behind on this fund.',
  NO_FREE_ADDRESS: 'No free address for this name: choose another name.',
  DOCUMENT_NOT_PUBLISHED: 'This document has not been published yet.',
  IDEMPOTENCY_KEY_OTHER_ROUTE: 'This Idempotency-Key has already been used for another operation.',
  REQUEST_IN_PROGRESS: 'Request already being processed. Try again.',
  PHONE_TAKEN: 'This phone number is already used by another member.',
  OFFICE_CHANGE_PENDING:
    'A change of office is already awaiting approval for this member: wait for the decision before asking for another.',
  BUSY: 'Too many operations on the fund at the same time: nothing was saved, try again in a moment.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type: send JSON (application/json).',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used for another request (different content): nothing was saved. Use a new key.',
  FUND_TOTAL_EXCEEDED: 'Amount refused: a fund’s total cannot go over the set limit.',
  RATE_LIMITED: 'Too many attempts. Try again later.',
  BAD_HTTP_REQUEST: 'Invalid HTTP request.',
  HEADERS_TOO_LARGE: 'Address or headers too long.',
  INTERNAL: 'Internal server error. Try again in a moment.',
  UNAVAILABLE: 'Service temporarily unavailable.',
  SMS_BUDGET_EXHAUSTED: 'The service has sent all of today’s planned SMS: nothing was saved. Try again tomorrow.',
  HEAVY_WORK_BUSY: 'An export is already running for your association. Try again in a few seconds.',
  SERVICE_BUSY: 'The server is already preparing many files for other associations. Try again in a few seconds.',
};

/** MESSAGES (messages.ts) in English, key for key. */
export const MESSAGES_EN: Record<keyof typeof MESSAGES, string> = {
  loginOngoing: 'Go and confirm the creation of your account with the link received by SMS',
  forgotPasswordSent: 'If this number is registered, a reset code has just been sent to it by SMS.',
  ownResetCodeSent: 'A code has just been sent by SMS to your number.',
  resendSent: 'If this number is waiting for a code, a new code has just been sent to it by SMS.',
  accountConfirmed: 'Your account is confirmed. Welcome!',
  accountAlreadyActive: 'Your account is already active. Sign in with your phone number and your password.',
  resetSucceeded: 'You have reset your password successfully',
  resetFailed: 'Error while resetting your password',
  logoutQuestion: 'Do you really want to sign out?',
  logoutNo: 'No, I stay',
  logoutYes: 'Yes, sign me out',
  changePasswordQuestion: 'Do you want to change your password?',
  notificationsLoadFailed: 'Error while loading the notifications',
  requestsLoadFailed: 'Error while loading the modification requests',
  withdrawalsLoadFailed: 'Error while loading the withdrawal requests',
  rejectFailed: 'Error while rejecting the request',
  validateFailed: 'Error while validating the request',
  rejectSucceeded: 'The request was rejected',
  validateSucceeded: 'The request was validated and expires in 30 min',
  withdrawalFiled: 'Withdrawal request filed',
  withdrawalEdited: 'The withdrawal request has been modified',
  withdrawalValidated: 'The withdrawal request was validated',
  modificationRequestSent: 'Your modification request has been sent',
  modificationRequestPending: 'Your modification request is awaiting validation',
  transactionUpdated: 'Transaction updated',
  officeChangeValidated: 'The change to the officers was validated and applied',
  officeChangeRejected: 'The change to the officers was rejected',
  documentDownloading: 'Document downloading',
  passwordsDiffer: 'The two passwords do not match.',
  networkError: 'Cannot reach the server. Check your connection and try again.',
};

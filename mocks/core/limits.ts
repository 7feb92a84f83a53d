/**
 * How much one request may carry (docs/decisions.md, "Request limits"), shared by the handlers and the HTTP mock
 * server; each limit is answered with a catalogue error whose value is the limit.
 */

/** The whole body (HTTP mock server, before it is read): the proxy's `client_max_body_size 60m` (deploy/nginx.conf). */
export const MAX_BODY_BYTES = 60 * 1024 * 1024;

/** Files in the multipart `files` field of one upload (`TooManyFiles`): 5 × 10 MB stays under the body limit. */
export const MAX_FILES_PER_REQUEST = 5;

/** Chat messages in one ticket save (`TooManyMessages`); each is at most 10,000 characters (openapi.yaml). */
export const MAX_MESSAGES_PER_REQUEST = 20;

/** Data rows of all the spreadsheets of one import together (`TooManyRows`), as one file may hold. */
export const MAX_IMPORT_ROWS_PER_REQUEST = 10_000;

/** A spreadsheet cell whose column has no `maxLength` in the contract (`TextTooLong`, value = column). */
export const MAX_CELL_LENGTH = 1000;

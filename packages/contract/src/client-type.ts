// Kept free of zod so the web client's entry chunk can import it without the schema library.

/** Header every mutating request must carry (DESIGN.md §4.2). */
export const CLIENT_TYPE_HEADER = 'x-client-type';
export const clientTypes = ['web', 'mobile', 'api'] as const;
export type ClientType = (typeof clientTypes)[number];

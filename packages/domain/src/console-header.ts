/**
 * The header every call of the console's own client carries. Reads handing out players' data in bulk need it: a
 * link, a form or another site's page cannot send it (a custom header needs a CORS preflight, which is refused).
 * Kept apart from the console's wire schemas: the site's client sends it and must not load those.
 */
export const CONSOLE_CALL_HEADER = 'X-Console';

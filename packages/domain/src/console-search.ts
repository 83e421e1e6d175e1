/**
 * The console's player search looks for a query at least this long inside a login, e-mail, trade link or nickname
 * (a trigram index needs three characters to look up by); a shorter one must be the whole of one of them, any case
 * (docs/decisions/063-deep-pages-and-search.md). Ids, Steam ids and addresses are always matched exactly.
 */
export const CONSOLE_SEARCH_PART_MIN = 3;

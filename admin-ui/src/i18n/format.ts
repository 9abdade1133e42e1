/**
 * The portal's formats (dates dd/mm/yyyy, times, money ₹ in Indian grouping, numbers, financial
 * years; issue 26) for the screens. The one formatter is the server's pure
 * server/src/common/format/portal-format.ts, shared by the `@server/` alias: the server's exports
 * (the MIS changes CSV, issue 43) write the same dates and years as the screens.
 */
export * from '@server/common/format/portal-format';

/**
 * What the MIS changes page tells apart, each entry of mis_history falling in at most one
 * (register and material lines in none), in the page's order. No imports: the UI takes the list
 * from here (the `@server` alias) rather than keep a copy.
 */
export const CHANGE_KINDS = [
  'new-works',
  'gone-works',
  'amounts-changed',
  'works-changed',
  'bills-added',
  'bills-paid',
  'bills-changed',
  'ftos-added',
  'ftos-changed',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

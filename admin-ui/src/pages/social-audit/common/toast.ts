/** Spec 2 §1, §9: the toasts of the social audit screens close after 3000 ms. */
export const TOAST = { autoHideDuration: 3000 } as const;

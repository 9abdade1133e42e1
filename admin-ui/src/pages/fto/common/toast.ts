/** Spec 2 §1/§9: the toasts of the FTO screens close after 3000 ms (the portal's default is spec 1's 5000). */
export const TOAST = { autoHideDuration: 3000 } as const;

/** Spec 1 §2 / §9: the module cards' five gradients, cycling by sub-option id. */
export const MODULE_GRADIENTS = [
  'linear-gradient(135deg, #0d3b66 0%, #1f6fb2 100%)',
  'linear-gradient(135deg, #7a1f2b 0%, #c0392b 100%)',
  'linear-gradient(135deg, #1b5e20 0%, #43a047 100%)',
  'linear-gradient(135deg, #4a148c 0%, #8e24aa 100%)',
  'linear-gradient(135deg, #e65100 0%, #f9a825 100%)',
] as const;

export const gradientFor = (id: number | string): string => {
  const n = Math.abs(Number(id)) || 0;
  return MODULE_GRADIENTS[n % MODULE_GRADIENTS.length];
};

// The portal's one date field (admin-ui/src/ui/date/PortalDateField.tsx) as an officer uses it,
// for the browser tests and the field bench alike.

/**
 * Typing clears the field, then keys the digits of dd/mm/yyyy into its day, month and year (the
 * field moves on by itself, as on a phone). `field` is the box carrying the field's test id. An
 * ISO yyyy-mm-dd is typed as its dd/mm/yyyy.
 * @param {import('playwright-core').Locator} field
 * @param {string} date
 */
export async function typeDate(field, date) {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const dmy = iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : date;
  const day = field.locator('[data-sectionindex="0"] .MuiPickersSectionList-sectionContent');
  const keyboard = field.page().keyboard;
  await day.click();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  // With the field cleared (all selected) the first digit goes to the day.
  await keyboard.type(dmy.replace(/\D/g, ''));
}

/**
 * What the date field shows, as text: "05/03/2024", or its placeholders where nothing is typed.
 * @param {import('playwright-core').Locator} field
 */
export const dateText = (field) => field.locator('input').inputValue();
